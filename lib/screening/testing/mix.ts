// A realistic list to screen, made from a register whose truth is known (the generated
// dataset): numbers typed every way people type them, current names with suffix variants and
// typos, previous names, and lines that are not on the register. For the benchmark and the slow
// test; the companies are read from the dataset by the caller.
import type { ScreenInput } from '../input';

export interface TruthCompany {
  company_number: string;
  company_name: string;
  company_status: string;
  postal_code?: string;
  previous_names: string[];
}

export type MixKind = 'number' | 'name' | 'name-typo' | 'previous-name' | 'absent-number' | 'absent-name';

export interface MixLine {
  input: ScreenInput;
  kind: MixKind;
  /** The company the line means; undefined for a line not on the register. */
  truth?: string;
}

/** A small seeded random source (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEGAL = new Set(['LIMITED', 'LTD', 'PLC', 'LLP', 'COMPANY', 'PUBLIC', 'THE', 'AND', '&', 'CIC']);

function typedNumber(number: string, pick: <T>(items: readonly T[]) => T): string {
  const prefix = /^[A-Z]{2}/.test(number) ? number.slice(0, 2) : '';
  const digits = number.slice(prefix.length);
  const short = digits.replace(/^0+/, '') || '0';
  return pick([
    number,
    `${prefix}${short}`,
    `${prefix.toLowerCase()}${digits}`,
    `${prefix}${prefix ? ' ' : ''}${digits.slice(0, 4)} ${digits.slice(4)}`.trim(),
    `No. ${number}`,
    ` ${prefix}${short} `,
    prefix ? `${prefix.toLowerCase()} ${short}` : `${short}.0`,
  ]);
}

function varyName(name: string, random: () => number, pick: <T>(items: readonly T[]) => T): string {
  let text = name;
  const ending = pick(['LIMITED', 'LTD', 'Ltd.', 'Limited', '', 'LTD.']);
  text = text.replace(/\b(LIMITED|LTD)$/, ending).trim();
  text = text.replace(/\bPUBLIC LIMITED COMPANY$/, pick(['PLC', 'plc', 'Public Limited Company']));
  if (random() < 0.3) text = text.replace(/ & /g, ' and ');
  else if (random() < 0.2) text = text.replace(/ AND /g, ' & ');
  if (random() < 0.1 && !/^THE /.test(text)) text = `The ${text}`;
  const casing = random();
  if (casing < 0.4) text = text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  else if (casing < 0.55) text = text.toLowerCase();
  if (random() < 0.1) text = `${text},`;
  return text;
}

/** One typo (a letter changed, dropped, doubled or two swapped) in one word of four letters or more. */
function withTypo(name: string, random: () => number, pick: <T>(items: readonly T[]) => T): string {
  const words = name.split(' ');
  const candidates = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => word.length >= 4 && !LEGAL.has(word.toUpperCase()));
  if (candidates.length === 0) return name;
  const { word, index } = pick(candidates);
  const at = 1 + Math.floor(random() * (word.length - 1));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const letter = letters[Math.floor(random() * letters.length)]!;
  const upper = word === word.toUpperCase();
  const l = upper ? letter.toUpperCase() : letter;
  const edited = pick([
    () => word.slice(0, at) + l + word.slice(at + 1),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at - 1] + word.slice(at),
    () =>
      at < word.length - 1 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + l,
  ])();
  words[index] = edited;
  return words.join(' ');
}

const SYLLABLES = 'zor qua vex lin tha mur pel dro kai syn fen gol bri wex nax ulm ord ist yer cav'.split(' ');

/**
 * `size` lines: 40% numbers, 40% current names (half with a typo; suffix, case and "&" varied;
 * the postcode on a third), 10% previous names, 10% not on the register (half numbers it has
 * never issued, half invented names).
 */
export function screeningMix(companies: readonly TruthCompany[], size: number, seed = 1): MixLine[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const renamed = companies.filter((company) => company.previous_names.length > 0);
  const known = new Set(companies.map((company) => company.company_number));
  const lines: MixLine[] = [];
  const withPostcode = (company: TruthCompany, input: ScreenInput): ScreenInput =>
    company.postal_code && random() < 0.33 ? { ...input, postcode: company.postal_code } : input;
  for (let i = 0; i < size; i++) {
    const share = (i % 10) / 10;
    if (share < 0.4) {
      const company = pick(companies);
      lines.push({
        kind: 'number',
        truth: company.company_number,
        input: { company_number: typedNumber(company.company_number, pick) },
      });
    } else if (share < 0.8) {
      const company = pick(companies);
      const typo = random() < 0.5;
      let name = varyName(company.company_name, random, pick);
      if (typo) name = withTypo(name, random, pick);
      lines.push({
        kind: typo ? 'name-typo' : 'name',
        truth: company.company_number,
        input: withPostcode(company, { company_name: name }),
      });
    } else if (share < 0.9 && renamed.length > 0) {
      const company = pick(renamed);
      const name = varyName(pick(company.previous_names), random, pick);
      lines.push({
        kind: 'previous-name',
        truth: company.company_number,
        input: withPostcode(company, { company_name: name }),
      });
    } else if (random() < 0.5) {
      let number: string;
      do number = String(Math.floor(random() * 99_999_999)).padStart(8, '0');
      while (known.has(number));
      lines.push({ kind: 'absent-number', input: { company_number: number } });
    } else {
      const word = () => {
        const made = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
        return made[0]!.toUpperCase() + made.slice(1);
      };
      lines.push({
        kind: 'absent-name',
        input: { company_name: `${word()} ${word()} ${pick(['Ltd', 'Limited', 'LLP', ''])}`.trim() },
      });
    }
  }
  return lines;
}

export interface MixScore {
  lines: number;
  /** A company other than the truth, or any company for a line not on the register. */
  wrong: number;
  /** `none` for a line on the register. */
  missed: number;
  /** Ambiguous lines on the register, and how many of them offer the truth among the candidates. */
  ambiguous: number;
  ambiguousWithTruth: number;
  byKind: Record<string, { lines: number; right: number; wrong: number; missed: number; ambiguous: number }>;
}

/** How a screening of the mix did against the truth. */
export function scoreMix(
  mix: readonly MixLine[],
  results: readonly { company_number?: string; how: string; candidates?: { company_number: string }[] }[],
): MixScore {
  const score: MixScore = { lines: mix.length, wrong: 0, missed: 0, ambiguous: 0, ambiguousWithTruth: 0, byKind: {} };
  mix.forEach((line, index) => {
    const result = results[index]!;
    const kind = (score.byKind[line.kind] ??= { lines: 0, right: 0, wrong: 0, missed: 0, ambiguous: 0 });
    kind.lines++;
    if (result.company_number) {
      if (result.company_number === line.truth) kind.right++;
      else {
        kind.wrong++;
        score.wrong++;
      }
    } else if (!line.truth) kind.right++;
    else if (result.how === 'ambiguous') {
      kind.ambiguous++;
      score.ambiguous++;
      if (result.candidates?.some((candidate) => candidate.company_number === line.truth)) score.ambiguousWithTruth++;
    } else {
      kind.missed++;
      score.missed++;
    }
  });
  return score;
}
