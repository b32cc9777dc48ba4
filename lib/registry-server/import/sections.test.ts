import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { numberKey, readSections, SECTION, sectionLookup } from './sections';

describe('the PSC sections index', () => {
  it('orders company numbers as their strings sort, and refuses other forms', () => {
    const numbers = ['00000001', '00006400', '09999999', 'IP10067R', 'NI000001', 'OC301234', 'SC123456', 'ZZZZZZZZ'];
    const keys = numbers.map(numberKey);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    expect(new Set(keys).size).toBe(numbers.length);
    expect(numberKey('sc123456')).toBeNaN();
    expect(numberKey('1234')).toBeNaN();
  });

  it('finds each company with its sections, and nothing for the rest', () => {
    const db = new Database(':memory:');
    db.exec(`
      CREATE TABLE pscs (company_number TEXT, psc_id TEXT);
      CREATE TABLE psc_statements (company_number TEXT, statement_id TEXT);
      CREATE TABLE exemptions (company_number TEXT);
      INSERT INTO pscs VALUES ('00000002', 'a'), ('00000002', 'b'), ('SC000001', 'c'), ('bad', 'd');
      INSERT INTO psc_statements VALUES ('SC000001', 's'), ('OC000009', 't');
      INSERT INTO exemptions VALUES ('00000002');
    `);
    const sections = readSections(db);
    // Shared memory: a worker reads the same bytes without a copy.
    expect(sections.keys).toBeInstanceOf(SharedArrayBuffer);
    const has = sectionLookup(sections);
    expect(has('00000002')).toBe(SECTION.pscs | SECTION.exemptions);
    expect(has('SC000001')).toBe(SECTION.pscs | SECTION.statements);
    expect(has('OC000009')).toBe(SECTION.statements);
    expect(has('00000001')).toBe(0);
    expect(has('ZZZZZZZZ')).toBe(0);
    db.close();
  });
});
