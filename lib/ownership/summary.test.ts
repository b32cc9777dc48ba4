import { describe, expect, it } from 'vitest';
import { hasChain, ownershipSummary } from './summary';
import { corporate, fakeReader, person, statement, ukCompany } from './testing';
import { walkOwnership } from './walk';

const MAJORITY = ['ownership-of-shares-75-to-100-percent'];

describe('ownershipSummary', () => {
  it('names the ultimate owners with how many companies stand between', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'A LIMITED',
        pscs: [
          corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002')),
          corporate('00000001', 'ACME INC', MAJORITY, { country_registered: 'United States' }),
        ],
      },
      '00000002': { name: 'B LIMITED', pscs: [person('00000002', 'Jane SMITH', MAJORITY)] },
    });
    expect(ownershipSummary((await walkOwnership(reader, '00000001'))!)).toBe(
      'Ultimately controlled by: ACME INC (United States, not on this register); Jane SMITH (via 1 company).',
    );
  });

  it('adds the statements held beside named owners', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'A LIMITED',
        pscs: [person('00000001', 'Jane SMITH', MAJORITY)],
        statements: [
          statement('00000001', 'psc-has-failed-to-confirm-changed-details', { linked_psc_name: 'Jane SMITH' }),
        ],
      },
    });
    expect(ownershipSummary((await walkOwnership(reader, '00000001'))!)).toBe(
      'Ultimately controlled by: Jane SMITH. The register also holds statements: “Jane SMITH has not answered a notice the company sent under section 790E or 790EA of the Companies Act 2006”.',
    );
  });

  it('says where the chain ends when no owner can be traced: a statement, a cycle, nothing at all', async () => {
    const ends = fakeReader({
      '00000001': { name: 'A LIMITED', pscs: [corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002'))] },
      '00000002': { name: 'B LIMITED', pscs: [], statements: [statement('00000002', 'psc-exists-but-not-identified')] },
    });
    expect(ownershipSummary((await walkOwnership(ends.reader, '00000001'))!)).toMatch(
      /^No ultimate owner could be traced: the chain ends at a statement \(“.+”\)\.$/,
    );

    const cycle = fakeReader({
      '00000001': { name: 'A LIMITED', pscs: [corporate('00000001', 'B LIMITED', MAJORITY, ukCompany('00000002'))] },
      '00000002': { name: 'B LIMITED', pscs: [corporate('00000002', 'A LIMITED', MAJORITY, ukCompany('00000001'))] },
    });
    expect(ownershipSummary((await walkOwnership(cycle.reader, '00000001'))!)).toMatch(/circular/);

    const none = fakeReader({ '00000001': { name: 'A LIMITED', pscs: [] } });
    expect(ownershipSummary((await walkOwnership(none.reader, '00000001'))!)).toBe(
      'No persons with significant control are recorded for this company.',
    );
  });

  it('says an overseas company or UK establishment need not keep a PSC register, and offers no chain', async () => {
    const none = fakeReader({ FC000001: { name: 'MERIDIAN HANDELSBANK AG', pscs: [] } });
    const graph = (await walkOwnership(none.reader, 'FC000001'))!;
    expect(ownershipSummary(graph, 'oversea-company')).toBe(
      'Overseas companies are not required to keep a register of persons with significant control.',
    );
    expect(ownershipSummary(graph, 'uk-establishment')).toMatch(
      /^A UK establishment .* not required to keep a register/,
    );
    expect(ownershipSummary(graph, 'ltd')).toBe('No persons with significant control are recorded for this company.');
    expect(hasChain(graph)).toBe(false);
  });

  it('has a chain to see once there is an owner or a statement', async () => {
    const owned = fakeReader({ '00000001': { name: 'A LIMITED', pscs: [person('00000001', 'Jane SMITH', MAJORITY)] } });
    expect(hasChain((await walkOwnership(owned.reader, '00000001'))!)).toBe(true);
    const stated = fakeReader({
      '00000001': {
        name: 'A LIMITED',
        pscs: [],
        statements: [statement('00000001', 'no-individual-or-entity-with-signficant-control')],
      },
    });
    expect(hasChain((await walkOwnership(stated.reader, '00000001'))!)).toBe(true);
  });
});
