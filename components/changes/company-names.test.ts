import { describe, expect, it } from 'vitest';
import { companyNamesFor, namesFromChanges } from './company-names';

const never = async () => false;

describe('namesFromChanges', () => {
  it('takes the newest profile change’s name and nothing from other streams', () => {
    expect(
      namesFromChanges([
        { stream: 'companies', companyNumber: '00000001', data: { company_name: 'NEW NAME LTD' } },
        { stream: 'companies', companyNumber: '00000001', data: { company_name: 'OLD NAME LTD' } },
        { stream: 'filings', companyNumber: '00000002', data: { company_name: 'NOT A PROFILE' } },
        { stream: 'companies', companyNumber: '00000003', data: {} },
      ]),
    ).toEqual({ '00000001': 'NEW NAME LTD' });
  });
});

describe('companyNamesFor', () => {
  it('reads each unknown number once, skipping blanks, the known and failures', async () => {
    const asked: string[] = [];
    const names = await companyNamesFor(['A1', '', 'B2', 'A1', 'C3', 'D4'], {
      known: { B2: 'KNOWN LTD' },
      skip: never,
      read: async (number) => {
        asked.push(number);
        if (number === 'C3') throw new Error('down');
        return number === 'D4' ? undefined : `${number} LTD`;
      },
    });
    expect(asked).toEqual(['A1', 'C3', 'D4']);
    expect(names).toEqual({ A1: 'A1 LTD', B2: 'KNOWN LTD' });
  });

  it('never waits past its deadline: a slow registry leaves the number', async () => {
    const started = Date.now();
    const names = await companyNamesFor(['FAST', 'SLOW'], {
      skip: never,
      waitMs: 50,
      read: (number) =>
        new Promise((resolve) => setTimeout(() => resolve(`${number} LTD`), number === 'SLOW' ? 2_000 : 0)),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(names).toEqual({ FAST: 'FAST LTD' });
  });

  it('reads at most `max` names and none when the budget is low', async () => {
    let reads = 0;
    const read = async (number: string) => {
      reads++;
      return number;
    };
    expect(Object.keys(await companyNamesFor(['A', 'B', 'C'], { skip: never, read, max: 2 }))).toEqual(['A', 'B']);
    reads = 0;
    expect(await companyNamesFor(['A'], { skip: async () => true, read, known: { Z: 'Z LTD' } })).toEqual({
      Z: 'Z LTD',
    });
    expect(reads).toBe(0);
  });
});
