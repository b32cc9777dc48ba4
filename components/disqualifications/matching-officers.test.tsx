import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { disqualifiedPersonFrom } from '@/lib/identity/disqualified';
import type { OfficerSearch } from '@/lib/registry/schemas';
import { matchingOfficers } from './matching-officers';
import { MatchingOfficersSection } from './matching-officers-section';

const pryce = disqualifiedPersonFrom('dq1', {
  forename: 'Gareth',
  other_forenames: 'Lloyd',
  surname: 'PRYCE',
  date_of_birth: '1971-08-02',
})!;

const hit = (id: string, title: string, month: number | undefined, count = 2) =>
  ({
    kind: 'searchresults#officer',
    title,
    links: { self: `/officers/${id}/appointments` },
    appointment_count: count,
    description: '',
    ...(month ? { date_of_birth: { month, year: 1971 } } : {}),
  }) as unknown as OfficerSearch['items'][number];

const search = (items: OfficerSearch['items']) => ({ items }) as unknown as OfficerSearch;

describe('matchingOfficers', () => {
  it('keeps officers with the same name and month of birth, once each, with the evidence', () => {
    const found = matchingOfficers(
      pryce,
      search([
        hit('o1', 'Gareth Lloyd PRYCE', 8),
        hit('o1', 'Gareth Lloyd PRYCE', 8),
        hit('o2', 'Gareth PRYCE', 8, 1),
        hit('o3', 'Gareth Lloyd PRYCE', 9),
        hit('o4', 'Gareth Lloyd PRICE', 8),
        hit('o5', 'Gareth Lloyd PRYCE', undefined),
      ]),
    );
    expect(found.map((officer) => officer.officer_id)).toEqual(['o1', 'o2']);
    expect(found[0]!.evidence).toEqual([
      'same name once normalised: GARETH LLOYD PRYCE',
      'born August 1971; the disqualified officer was born on 2 August 1971',
    ]);
    expect(found[1]!.evidence[0]).toMatch(/middle name LLOYD on one record only/);
    expect(matchingOfficers(pryce, undefined)).toEqual([]);
  });
});

describe('MatchingOfficersSection', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('lists the officers in the register’s name form, linked, with why', () => {
    const officers = matchingOfficers(pryce, search([hit('o1', 'Gareth Lloyd PRYCE', 8)]));
    const html = renderToStaticMarkup(<MatchingOfficersSection view={{ state: 'checked', officers }} />);
    expect(html).toContain('href="/officers/o1/appointments"');
    const shown = text(html);
    expect(shown).toContain('Possibly the same person as these officers:');
    expect(shown).toContain('PRYCE, Gareth Lloyd born August 1971 2 appointments');
    expect(shown).toContain('Why we think so (the register does not link these records)');
  });

  it('says when no officer matches, and when none were checked', () => {
    expect(text(renderToStaticMarkup(<MatchingOfficersSection view={{ state: 'checked', officers: [] }} />))).toContain(
      'No officer on the register has this name and month of birth.',
    );
    expect(
      text(
        renderToStaticMarkup(
          <MatchingOfficersSection view={{ state: 'not-checked', reason: 'the registry’s request budget is low' }} />,
        ),
      ),
    ).toContain('Officers on the register not checked: the registry’s request budget is low.');
  });
});
