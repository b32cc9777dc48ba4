// BODS output against the BODS 0.4 JSON schema (copied into __fixtures__/bods-0.4).
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { toBods } from './bods';
import { corporate, fakeReader, person, statement, ukCompany } from './testing';
import { walkOwnership } from './walk';

// The schemas' `urn:` ids are bare names ajv cannot resolve: read as URLs instead.
const schema = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`./__fixtures__/bods-0.4/${name}.json`, import.meta.url), 'utf8').replace(
      /"urn:([a-z]+)/g,
      '"https://bods.invalid/$1',
    ),
  );

function validator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const name of ['components', 'entity-record', 'person-record', 'relationship-record'])
    ajv.addSchema(schema(name));
  return ajv.compile(schema('statement'));
}

const validate = validator();

describe('toBods', () => {
  it('the schema accepts its own example, and refuses a statement without a record', () => {
    expect(validate(schema('example-indirect-ownership')), JSON.stringify(validate.errors)).toBe(true);
    expect(
      validate([
        {
          statementId: 'x'.repeat(32),
          statementDate: '2026-01-01',
          declarationSubject: 'a',
          recordId: 'a',
          recordType: 'entity',
        },
      ]),
    ).toBe(false);
  });

  it('writes valid statements for every kind of owner, a foreign parent, a statement end and ceased relationships', async () => {
    const { reader } = fakeReader({
      '00000001': {
        name: 'TARGET LIMITED',
        pscs: [
          corporate(
            '00000001',
            'PARENT LIMITED',
            ['ownership-of-shares-50-to-75-percent', 'right-to-appoint-and-remove-directors'],
            ukCompany('00000002'),
          ),
          corporate('00000001', 'ACME GROUP INC', ['ownership-of-shares-25-to-50-percent'], {
            country_registered: 'United States',
            legal_authority: 'Delaware Law',
            registration_number: '998877',
          }),
          {
            kind: 'super-secure-person-with-significant-control',
            description: 'super-secure-persons-with-significant-control',
            links: { self: '/company/00000001/persons-with-significant-control/super-secure/ss1' },
          } as never,
          {
            kind: 'legal-person-person-with-significant-control',
            name: 'The Secretary of State for Business',
            natures_of_control: ['significant-influence-or-control'],
            identification: { legal_form: 'Government department', legal_authority: 'UK law' },
            links: { self: '/company/00000001/persons-with-significant-control/legal-person/lp1' },
          } as never,
          person('00000001', 'Old OWNER', ['voting-rights-75-to-100-percent'], { ceased_on: '2023-03-03' }),
        ],
      },
      '00000002': {
        name: 'PARENT LIMITED',
        pscs: [person('00000002', 'Jane SMITH', ['ownership-of-shares-75-to-100-percent'])],
        statements: [statement('00000002', 'psc-details-not-confirmed')],
      },
    });
    const graph = (await walkOwnership(reader, '00000001', { includeCeased: true }))!;
    const bods = toBods(graph, '2026-11-23');
    expect(validate(bods), JSON.stringify(validate.errors, null, 1)).toBe(true);

    const entity = bods.find(
      (s) =>
        s.recordType === 'entity' &&
        (s.recordDetails.identifiers as { scheme?: string; id: string }[] | undefined)?.[0]?.id === '00000002',
    );
    expect(entity?.recordDetails).toMatchObject({
      entityType: { type: 'registeredEntity' },
      identifiers: [{ scheme: 'GB-COH', id: '00000002' }],
      jurisdiction: { code: 'GB' },
    });
    const relationships = bods.filter((s) => s.recordType === 'relationship');
    const parentLink = relationships.find((s) => s.recordDetails.interestedParty === 'GB-COH-00000002')!;
    expect(parentLink.recordDetails.interests).toEqual([
      expect.objectContaining({ type: 'shareholding', share: { exclusiveMinimum: 50, exclusiveMaximum: 75 } }),
      expect.objectContaining({ type: 'appointmentOfBoard' }),
    ]);
    expect(relationships.filter((s) => s.recordStatus === 'closed')).toHaveLength(1);
    // The statement beside PARENT LIMITED's named owner: a relationship with an unspecified interested party.
    expect(relationships.filter((s) => typeof s.recordDetails.interestedParty === 'object')).toEqual([
      expect.objectContaining({
        recordDetails: expect.objectContaining({
          subject: 'GB-COH-00000002',
          interestedParty: expect.objectContaining({ reason: 'subjectUnableToConfirmOrIdentifyBeneficialOwner' }),
        }),
      }),
    ]);
    expect(
      bods.find((s) => s.recordType === 'person' && s.recordDetails.personType === 'anonymousPerson'),
    ).toBeDefined();
    expect(bods.every((s) => s.declarationSubject === 'GB-COH-00000001')).toBe(true);
    expect(new Set(bods.map((s) => s.statementId)).size).toBe(bods.length);
  });
});
