// The person index of a generated dataset: the showcase person under three officer ids is one
// person named after her first; her namesake is another; the index measured against the dataset's
// truth; the same records give the same ids; a new record joins or starts a person without a rebuild.
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE } from '../generator';
import { generateTestDataset, removeTestDatasets } from '../generator/testing';
import { buildPersonIndex } from './build';
import { evaluatePersonIndex } from './evaluate';
import { personIndex } from './queries';
import { createPersonIndexUpdater } from './update';
import { createActivity } from '../activity/engine';
import { writeBulkFiles } from '../import/bulk-out';
import { importBulk } from '../import';
import { dirname, join } from 'node:path';

const identity = SHOWCASE.identity;
const officerLink = (id: string) => `/officers/${id}/appointments`;
let path: string;
let db: Database.Database;

beforeAll(async () => {
  path = await generateTestDataset(1, 2000);
  db = new Database(path, { readonly: true });
}, 120_000);

afterAll(() => {
  db.close();
  removeTestDatasets();
});

describe('the person index of a generated dataset', () => {
  it('puts one person’s officer ids together, under the id of her first, and leaves her namesake out', async () => {
    const index = personIndex(db);
    const id = await index.lookup(officerLink(identity.person));
    expect(id).toBe(identity.person);
    expect(await index.lookup(officerLink(identity.personMoved))).toBe(id);
    expect(await index.lookup(officerLink(identity.personShortName))).toBe(id);
    expect(await index.lookup(officerLink(identity.namesake))).not.toBe(id);
    const person = (await index.person(id!))!;
    expect(person.records.map((record) => record.link)).toEqual(
      expect.arrayContaining([identity.person, identity.personMoved, identity.personShortName].map(officerLink)),
    );
    const short = person.records.find((record) => record.link === officerLink(identity.personShortName))!;
    expect(short.evidence.join('; ')).toMatch(/middle name ANNE on one record only/);
    const summary = (await index.summary(id!))!;
    expect(summary.officer_ids).toBe(3);
    expect(summary.appointments).toBe(4);
    expect(summary.name).toBe('HOLLOWAY, Margaret Anne');
    expect(await index.lookup('/officers/no-such-officer/appointments')).toBeUndefined();
  });

  it('measures up against the truth', () => {
    const evaluation = evaluatePersonIndex(db);
    expect(evaluation.records).toBeGreaterThan(5000);
    expect(evaluation.all.precision).toBeGreaterThanOrEqual(0.99);
    expect(evaluation.all.recall).toBeGreaterThanOrEqual(0.97);
  });

  it('gives the same ids when built again from the same records', () => {
    const copy = `${path}.again`;
    copyFileSync(path, copy);
    const again = new Database(copy);
    try {
      buildPersonIndex(again);
      const ids = (d: Database.Database) =>
        d.prepare('SELECT link, person_id FROM person_records ORDER BY link').raw().all();
      expect(ids(again)).toEqual(ids(db));
    } finally {
      again.close();
    }
  });

  it('joins a new PSC entry to its person, and starts a person for a stranger, without a rebuild', async () => {
    const copy = `${path}.update`;
    copyFileSync(path, copy);
    const writable = new Database(copy);
    try {
      const company = identity.companies.second;
      const insert = writable.prepare(
        `INSERT INTO pscs (company_number, psc_id, path_kind, ceased, notified_on, body) VALUES (?, ?, 'individual', 0, '2026-10-01', ?)`,
      );
      const body = (name: string, elements: object, month: number, year: number) =>
        JSON.stringify({
          kind: 'individual-person-with-significant-control',
          name,
          name_elements: elements,
          date_of_birth: { month, year },
          nationality: 'British',
          country_of_residence: 'England',
          address: { postal_code: 'BS8 4JX' },
          notified_on: '2026-10-01',
          natures_of_control: ['ownership-of-shares-75-to-100-percent'],
        });
      insert.run(
        company,
        'NEWPSC0001',
        body('Mrs Margaret Anne Holloway', { forename: 'Margaret', middle_name: 'Anne', surname: 'Holloway' }, 5, 1966),
      );
      insert.run(
        company,
        'NEWPSC0002',
        body(
          'Mr Quentin Zebedee Oddfellow',
          { forename: 'Quentin', middle_name: 'Zebedee', surname: 'Oddfellow' },
          1,
          1971,
        ),
      );
      const link = (id: string) => `/company/${company}/persons-with-significant-control/individual/${id}`;
      createPersonIndexUpdater(writable)!.update([link('NEWPSC0001'), link('NEWPSC0002')]);
      const index = personIndex(writable);
      expect(await index.lookup(link('NEWPSC0001'))).toBe(identity.person);
      expect(await index.lookup(link('NEWPSC0002'))).toBe(`${company}.NEWPSC0002`);
      expect((await index.summary(identity.person))!.psc_entries).toBeGreaterThanOrEqual(1);

      // Gone from the register: gone from the index.
      writable.prepare(`DELETE FROM pscs WHERE psc_id = 'NEWPSC0002'`).run();
      createPersonIndexUpdater(writable)!.update([link('NEWPSC0002')]);
      expect(await index.lookup(link('NEWPSC0002'))).toBeUndefined();
    } finally {
      writable.close();
    }
  });

  it('is kept current by the registry’s activity: a new PSC joins its director, a new officer starts a person', async () => {
    const copy = `${path}.activity`;
    copyFileSync(path, copy);
    const activity = createActivity({ dbPath: copy, perMinute: 0, log: () => {} });
    const reader = new Database(copy, { readonly: true });
    try {
      const index = personIndex(reader);
      const pscs = activity
        .applyChanges(12, undefined, 'psc-notified')
        .flatMap((change) => change.events.map((event) => event.resource_uri))
        .filter((uri) => uri.includes('/persons-with-significant-control/individual/'));
      expect(pscs.length).toBeGreaterThan(5);
      let joined = 0;
      for (const uri of pscs) {
        const personId = await index.lookup(uri);
        expect(personId, uri).toBeDefined();
        const person = (await index.person(personId!))!;
        if (person.records.some((record) => record.kind === 'officer')) joined++;
      }
      expect(joined).toBeGreaterThan(0);

      const [appointed] = activity.applyChanges(1, undefined, 'officer-appointment');
      const uri = appointed!.events.find((event) => event.resource_uri.includes('/appointments/'))!.resource_uri;
      const officer = reader
        .prepare('SELECT officer_id FROM appointments WHERE appointment_id = ?')
        .pluck()
        .get(uri.split('/').pop()) as string;
      expect(await index.lookup(`/officers/${officer}/appointments`)).toBe(officer);
    } finally {
      reader.close();
      activity.close();
    }
  });

  it('is built by the bulk import from the PSC snapshot, with the same people as from the register', async () => {
    const dir = join(dirname(path), 'bulk');
    const files = writeBulkFiles(path, dir);
    const out = join(dir, 'imported.sqlite');
    const result = await importBulk({ companies: [files.companiesFile], psc: [files.pscFile], out });
    expect(result.timings.people).toBeGreaterThan(0);
    const imported = new Database(out, { readonly: true });
    try {
      const index = personIndex(imported);
      // Her PSC entries (the bulk files carry no officers) are one person, as in the generated register.
      const entries = db
        .prepare(`SELECT link, person_id FROM person_records WHERE kind = 'psc' AND person_id = ? ORDER BY link`)
        .all(identity.person) as { link: string; person_id: string }[];
      expect(entries.length).toBeGreaterThanOrEqual(2);
      const ids = await Promise.all(entries.map((entry) => index.lookup(entry.link)));
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).toMatch(/^\d{8}\./);
    } finally {
      imported.close();
    }
  });
});
