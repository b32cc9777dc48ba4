import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import corporate from '@/lib/registry/__fixtures__/disqualification-corporate.json';
import natural from '@/lib/registry/__fixtures__/disqualification-natural.json';
import { corporateDisqualificationSchema, naturalDisqualificationSchema } from '@/lib/registry/schemas';
import { CorporateDisqualifiedOfficer, NaturalDisqualifiedOfficer } from './disqualified-officer';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('NaturalDisqualifiedOfficer', () => {
  const html = renderToStaticMarkup(
    <NaturalDisqualifiedOfficer record={naturalDisqualificationSchema.parse(natural)} today="2026-06-01" />,
  );
  const shown = text(html);

  it('names the person and gives their full date of birth', () => {
    expect(html).toMatch(/<h1[^>]*>Mr Gareth Lloyd PENHALIGON<\/h1>/);
    expect(shown).toContain('Date of birth 9 May 1971');
    expect(shown).toContain('Currently disqualified');
  });

  it('explains the disqualification: law and section, companies, court and variation', () => {
    expect(shown).toContain('Disqualified by court order');
    expect(shown).toContain('From 1 March 2022 to 28 February 2030');
    expect(shown).toContain('Company Directors Disqualification Act 1986, section 6');
    expect(shown).toContain('PENHALIGON PLANT HIRE LIMITED');
    expect(shown).toContain('KERNOW PLANT SERVICES LTD');
    expect(shown).toContain('Case number CR-2021-001842');
    expect(shown).toContain('Heard on 8 February 2022');
    expect(shown).toContain('Varied on 14 September 2023 by Court of Appeal, case CR-2023-000511');
  });

  it('lists permissions to act in a table', () => {
    expect(html).toContain('<th scope="col"');
    expect(shown).toContain('TRURO COMMUNITY ENERGY CIC');
    expect(shown).toContain('16 January 2023');
    expect(shown).toContain('15 January 2026');
  });
});

describe('CorporateDisqualifiedOfficer', () => {
  const shown = text(
    renderToStaticMarkup(
      <CorporateDisqualifiedOfficer record={corporateDisqualificationSchema.parse(corporate)} today="2026-06-01" />,
    ),
  );

  it('names the company and each disqualification, sanctions without a fixed end', () => {
    expect(shown).toContain('OSTRAVA TRADE HOLDING S.R.O.');
    expect(shown).toContain('Country of registration Czech Republic');
    expect(shown).toContain('2 disqualifications');
    expect(shown).toContain('From 14 October 2025 until further notice');
    expect(shown).toContain('Company Directors Disqualification (Northern Ireland) Order 2002, article 10');
    expect(shown).toContain('Undertaking given on 10 June 2019');
    expect(shown).toContain('Ended');
    expect(shown).not.toContain('Permissions to act');
  });
});
