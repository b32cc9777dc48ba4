import { describe, expect, it } from 'vitest';
import { previewImagePathOf, sharedPageOf } from '@/lib/share/paths';
import { oembedUrl, pageMetadata } from './metadata';

const ORIGIN = 'https://registry.example.org';

describe('pageMetadata', () => {
  const metadata = pageMetadata(
    {
      title: 'Officers – ACME LIMITED (01234567)',
      description: 'Directors and secretaries of ACME.',
      path: '/company/01234567/officers',
    },
    ORIGIN,
  );

  it('gives the title, the description and the canonical URL on the public origin', () => {
    expect(metadata.title).toBe('Officers – ACME LIMITED (01234567)');
    expect(metadata.description).toBe('Directors and secretaries of ACME.');
    expect(metadata.alternates?.canonical).toBe('https://registry.example.org/company/01234567/officers');
  });

  it('gives Open Graph and Twitter card tags with the company’s preview image', () => {
    const image = {
      url: 'https://registry.example.org/company/01234567/opengraph-image',
      width: 1200,
      height: 630,
      alt: 'Officers – ACME LIMITED (01234567)',
      type: 'image/png',
    };
    expect(metadata.openGraph).toEqual({
      type: 'website',
      url: 'https://registry.example.org/company/01234567/officers',
      siteName: 'Registry browser',
      locale: 'en_GB',
      title: 'Officers – ACME LIMITED (01234567)',
      description: 'Directors and secretaries of ACME.',
      images: [image],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Officers – ACME LIMITED (01234567)',
      description: 'Directors and secretaries of ACME.',
      images: [image],
    });
  });

  it('announces oEmbed on company pages only', () => {
    expect(metadata.alternates?.types).toEqual({
      'application/json+oembed': [
        {
          url: 'https://registry.example.org/api/oembed?url=https%3A%2F%2Fregistry.example.org%2Fcompany%2F01234567%2Fofficers&format=json',
          title: 'Officers – ACME LIMITED (01234567)',
        },
      ],
    });
    expect(pageMetadata({ title: 'Search', description: 'd', path: '/search?q=acme' }, ORIGIN).alternates).toEqual({
      canonical: 'https://registry.example.org/search?q=acme',
    });
  });

  it('uses the record’s own preview image, the site’s otherwise, or the one given', () => {
    const imageOf = (path: string, image?: { path: string; alt: string }) => {
      const images = pageMetadata({ title: 't', description: 'd', path, image }, ORIGIN).openGraph?.images as {
        url: string;
      }[];
      return images[0]!.url;
    };
    expect(imageOf('/officers/abc_DEF-1/appointments?page=2')).toBe(
      'https://registry.example.org/officers/abc_DEF-1/appointments/opengraph-image',
    );
    expect(imageOf('/disqualified-officers/corporate/xyz')).toBe(
      'https://registry.example.org/disqualified-officers/corporate/xyz/opengraph-image',
    );
    expect(imageOf('/search?q=acme')).toBe('https://registry.example.org/opengraph-image');
    expect(imageOf('/', { path: '/special.png', alt: 'a' })).toBe('https://registry.example.org/special.png');
  });

  it('can keep the site’s name out of the tab title (the home page)', () => {
    const home = pageMetadata(
      { title: 'Registry browser: search the company register', description: 'd', path: '/', absoluteTitle: true },
      ORIGIN,
    );
    expect(home.title).toEqual({ absolute: 'Registry browser: search the company register' });
    expect(home.openGraph?.title).toBe('Registry browser: search the company register');
    expect(home.alternates?.canonical).toBe('https://registry.example.org/');
  });

  it('builds the oEmbed URL of a page', () => {
    expect(oembedUrl('https://registry.example.org/company/01234567', ORIGIN)).toBe(
      'https://registry.example.org/api/oembed?url=https%3A%2F%2Fregistry.example.org%2Fcompany%2F01234567&format=json',
    );
  });
});

describe('sharedPageOf', () => {
  it('knows company pages, officers and disqualified officers by their paths', () => {
    expect(sharedPageOf('/company/00719244')).toEqual({ kind: 'company', companyNumber: '00719244', section: '' });
    expect(sharedPageOf('/company/00719244/filing-history/MzAx/')).toEqual({
      kind: 'company',
      companyNumber: '00719244',
      section: 'filing-history/MzAx',
    });
    expect(sharedPageOf('/embed/company/SC202817')).toMatchObject({ kind: 'company', companyNumber: 'SC202817' });
    expect(sharedPageOf('/officers/abc/appointments')).toEqual({ kind: 'officer', officerId: 'abc' });
    expect(sharedPageOf('/disqualified-officers/natural/abc')).toEqual({
      kind: 'disqualified-officer',
      variant: 'natural',
      officerId: 'abc',
    });
    expect(sharedPageOf('/company/719244')).toBeUndefined();
    expect(sharedPageOf('/officers/abc')).toBeUndefined();
    expect(sharedPageOf('/search')).toBeUndefined();
    expect(previewImagePathOf('/company/00719244/charges')).toBe('/company/00719244/opengraph-image');
  });
});
