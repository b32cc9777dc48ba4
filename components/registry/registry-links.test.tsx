// Registry `links` injected with other sites' addresses must never become hrefs on the
// pages that show them: each place goes through appHref (lib/registry/links.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppointmentDetails } from '@/components/appointments/appointment-details';
import { ChargeDetailsView } from '@/components/charges/charge-details';
import { InsolvencyCases, Registers, UkEstablishments } from '@/components/company/company-sections';
import { OwnershipTree } from '@/components/ownership/ownership-list';
import { PscDetail } from '@/components/psc/psc-detail';
import { statementFacts } from '@/components/psc/statement-facts';
import { Details } from '@/components/ui/details';
import chargeFixture from '@/lib/registry/__fixtures__/charge-details.json';
import insolvencyFixture from '@/lib/registry/__fixtures__/insolvency.json';
import appointmentFixture from '@/lib/registry/__fixtures__/officer-appointment.json';
import pscFixture from '@/lib/registry/__fixtures__/psc-individual.json';
import statementFixture from '@/lib/registry/__fixtures__/psc-statement.json';
import registersFixture from '@/lib/registry/__fixtures__/registers.json';
import establishmentsFixture from '@/lib/registry/__fixtures__/uk-establishments.json';
import {
  chargeDetailsSchema,
  companyInsolvencySchema,
  companyRegisterSchema,
  companyUKEstablishmentsSchema,
  officerSummarySchema,
  pscSchema,
  pscStatementSchema,
} from '@/lib/registry/schemas';
import { RegistryLink } from './registry-link';

const HOSTILE = ['https://evil.example/phish', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)'];

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
/** Every href is one of the app's own paths. */
function expectOnlyAppHrefs(html: string) {
  for (const href of hrefs(html)) expect(href, href).toMatch(/^\/(?![/\\])/);
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('javascript:');
}

describe.each(HOSTILE)('a registry link of %j', (evil) => {
  it('is not a link on UK establishments', () => {
    const establishments = companyUKEstablishmentsSchema.parse({
      ...establishmentsFixture,
      items: establishmentsFixture.items.map((item) => ({ ...item, links: { company: evil } })),
    });
    const html = renderToStaticMarkup(<UkEstablishments establishments={establishments} />);
    expectOnlyAppHrefs(html);
    expect(html).toContain('NORDVIK SHIPPING AS (UK BRANCH)');
  });

  it('is not a link on insolvency cases or registers', () => {
    const insolvency = companyInsolvencySchema.parse({
      ...insolvencyFixture,
      cases: insolvencyFixture.cases.map((c) => ({ ...c, links: { charge: evil } })),
    });
    expectOnlyAppHrefs(renderToStaticMarkup(<InsolvencyCases insolvency={insolvency} />));
    const registers = companyRegisterSchema.parse({
      ...registersFixture,
      registers: {
        members: {
          ...registersFixture.registers.members,
          items: [{ moved_on: '2018-07-30', register_moved_to: 'public-register', links: { filing: evil } }],
        },
      },
    });
    expectOnlyAppHrefs(renderToStaticMarkup(<Registers registers={registers} />));
  });

  it('is not a link on a PSC or a PSC statement', () => {
    const psc = pscSchema.parse({ ...pscFixture, links: { ...pscFixture.links, statement: evil } });
    expectOnlyAppHrefs(renderToStaticMarkup(<PscDetail psc={psc} companyNumber="09876543" overseasEntity={false} />));
    const statement = pscStatementSchema.parse({
      ...statementFixture,
      links: { ...statementFixture.links, person_with_significant_control: evil },
    });
    const html = renderToStaticMarkup(<Details items={statementFacts(statement, 'person')} />);
    expectOnlyAppHrefs(html);
    expect(html).toContain('Mr Martin Price');
  });

  it("is not a link on an officer's appointment", () => {
    const appointment = officerSummarySchema.parse({
      ...appointmentFixture,
      links: { ...appointmentFixture.links, officer: { appointments: evil } },
    });
    expectOnlyAppHrefs(
      renderToStaticMarkup(
        <AppointmentDetails appointment={appointment} companyNumber="09876543" companyStatus="active" />,
      ),
    );
  });

  it('is not a link on a charge', () => {
    const charge = chargeDetailsSchema.parse({
      ...chargeFixture,
      insolvency_cases: [{ case_number: '1', links: { case: evil } }],
      transactions: [
        {
          filing_type: 'create-charge-with-deed',
          delivered_on: '2018-05-09',
          insolvency_case_number: '1',
          links: { filing: evil, insolvency_case: evil },
        },
      ],
    });
    expectOnlyAppHrefs(renderToStaticMarkup(<ChargeDetailsView companyNumber="SC612004" charge={charge} />));
  });

  it('is not a link in the ownership tree', () => {
    const html = renderToStaticMarkup(
      <OwnershipTree
        graph={
          {
            company_number: '09876543',
            nodes: [
              {
                id: 'company:09876543',
                kind: 'company',
                name: 'ACME LIMITED',
                company_number: '09876543',
                level: 0,
                link: '/company/09876543',
              },
              { id: `psc:${evil}`, kind: 'individual', name: 'Mrs Joanna Hartwell', level: 1, link: evil },
            ],
            edges: [{ source: `psc:${evil}`, target: 'company:09876543', natures_of_control: [] }],
            ultimate_owners: [`psc:${evil}`],
            truncated: [],
            registry_calls: 0,
          } as never
        }
      />,
    );
    expectOnlyAppHrefs(html);
    expect(html).toContain('Mrs Joanna Hartwell');
  });

  it('shows what RegistryLink is told to show instead', () => {
    expect(
      renderToStaticMarkup(
        <RegistryLink link={evil} otherwise="—">
          Open
        </RegistryLink>,
      ),
    ).toBe('—');
  });
});

describe('RegistryLink', () => {
  it("links the registry's own paths", () => {
    expect(renderToStaticMarkup(<RegistryLink link="/company/BR021455">Open</RegistryLink>)).toBe(
      '<a href="/company/BR021455">Open</a>',
    );
  });
});
