// State shared across the whole run, kept small so memory stays bounded at any size: the
// pool of officers who serve many companies (pure functions of an index, with one "seen"
// bit each), a reservoir of earlier companies to act as corporate officers and PSCs, the
// company-number allocator and the writer.
import type { Address } from './addresses';
import type { Day } from './dates';
import { NumberAllocator } from './numbers';
import { listName, makePerson, monthYear, officerNameElements, truePerson, type Officer, type Person } from './persons';
import type { Rng } from './random';
import type { DatasetWriter } from './writer';

/** A company generated earlier, as another company's corporate officer or PSC refers to it. */
export interface CompanyRef {
  readonly number: string;
  readonly name: string;
  readonly type: string;
  readonly jurisdiction: string;
  readonly office: Address;
  readonly creation: Day;
}

/** Earlier companies: the most recent ones and a uniform sample of all, both bounded. */
export class CompanyReservoir {
  private readonly recent: CompanyRef[] = [];
  private readonly sample: CompanyRef[] = [];
  private seen = 0;
  private cursor = 0;

  constructor(private readonly size = 2000) {}

  add(ref: CompanyRef, rng: Rng): void {
    if (this.recent.length < this.size) this.recent.push(ref);
    else this.recent[this.cursor] = ref;
    this.cursor = (this.cursor + 1) % this.size;
    this.seen++;
    if (this.sample.length < this.size) this.sample.push(ref);
    else {
      const slot = Math.floor(rng.float() * this.seen);
      if (slot < this.size) this.sample[slot] = ref;
    }
  }

  /** An earlier company created before `before`, or undefined when there is none yet. */
  pick(rng: Rng, before: Day): CompanyRef | undefined {
    for (let attempt = 0; attempt < 6; attempt++) {
      const pool = rng.chance(0.6) ? this.recent : this.sample;
      if (pool.length === 0) return undefined;
      const ref = pool[Math.floor(rng.float() * pool.length)]!;
      if (ref.creation < before) return ref;
    }
    return undefined;
  }
}

/**
 * The officers table's `name` is written as the company officer list shows it
 * ("SURNAME, Forenames" for people, the name for corporate bodies); the search index sorts on it.
 *
 * Officers who hold appointments in several companies. Serial person k is fully determined
 * by (salt, k); picks follow a heavy-tailed law, so most serve a few companies and a few serve
 * dozens (registry-statistics §6). Each officer row is written once, the first time it is used.
 */
export class OfficerDirectory {
  private readonly seenSerial: Uint8Array;
  private readonly seenOther = new Set<string>();

  constructor(
    private readonly salt: string,
    readonly poolSize: number,
    private readonly writer: DatasetWriter,
    /** Larger is more concentrated on the first persons of the pool. */
    private readonly skew = 2,
  ) {
    this.seenSerial = new Uint8Array(poolSize);
  }

  serialIndex(rng: Rng): number {
    return Math.min(this.poolSize - 1, Math.floor(this.poolSize * Math.pow(rng.float(), this.skew)));
  }

  serial(index: number): Person {
    return makePerson(`${this.salt}|serial|${index}`, { bornFrom: 1938, bornTo: 1998 });
  }

  /** Writes the officer's row unless it was written before. */
  use(officer: Officer, serialIndex?: number): void {
    if (serialIndex !== undefined) {
      if (this.seenSerial[serialIndex]) return;
      this.seenSerial[serialIndex] = 1;
    } else if (this.seenOther.has(officer.officerId)) {
      return;
    } else {
      this.seenOther.add(officer.officerId);
    }
    this.writeRow(officer);
  }

  /** For one-off officers that can never recur: no bookkeeping. */
  useOnce(officer: Officer): void {
    this.writeRow(officer);
  }

  private writeRow(officer: Officer): void {
    if (officer.kind === 'person') {
      this.writer.truth(`/officers/${officer.officerId}/appointments`, truePerson(officer));
      this.writer.officer(
        officer.officerId,
        listName(officer),
        false,
        JSON.stringify(officerNameElements(officer)),
        JSON.stringify(monthYear(officer.dob)),
      );
    } else {
      this.writer.officer(officer.officerId, officer.name, true, null, null);
    }
  }
}

export interface GeneratorContext {
  readonly seed: number;
  /** Mixed into every key so that different seeds give different data. */
  readonly salt: string;
  /** The fixed "today" of the dataset. */
  readonly ref: Day;
  readonly numbers: NumberAllocator;
  readonly officers: OfficerDirectory;
  readonly reservoir: CompanyReservoir;
  readonly writer: DatasetWriter;
}
