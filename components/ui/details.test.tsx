import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Details, FactList } from './details';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('FactList', () => {
  it('shows each fact with a value, and a link where the fact names a page', () => {
    const html = renderToStaticMarkup(
      <FactList
        items={[
          { term: 'Nationality', value: 'British' },
          { term: 'Occupation', value: undefined },
          { term: 'Registered in', value: '01234567', href: '/company/01234567' },
        ]}
      />,
    );
    expect(text(html)).toBe('Nationality British Registered in 01234567');
    expect(html).toContain('href="/company/01234567"');
  });

  it('shows a dash, named for screen readers, when no fact has a value', () => {
    expect(renderToStaticMarkup(<FactList items={[{ term: 'Occupation', value: '' }]} />)).toBe(
      '<span aria-label="None">—</span>',
    );
  });
});

describe('Details', () => {
  it('leaves out absent details rather than showing them blank', () => {
    const html = renderToStaticMarkup(
      <Details
        items={[
          { term: 'Status', value: 'Active' },
          { term: 'Dissolved on', value: undefined },
        ]}
      />,
    );
    expect(text(html)).toBe('Status Active');
  });
});
