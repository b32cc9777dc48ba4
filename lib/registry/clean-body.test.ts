import { describe, expect, it } from 'vitest';
import { cleanRegistryBody, cutString, CUT_MARK, MAX_STRING_LENGTH } from './clean-body';
import { secretForms } from './secrets';

const KEY = 'sk_live_clean-body-91c2';

describe('cleaning a registry body', () => {
  it('keeps a clean body byte for byte', () => {
    const text = '{ "company_name": "ACME LIMITED", "n": [1, 2, null, true] }';
    expect(cleanRegistryBody(text, secretForms(KEY))).toEqual({
      text,
      json: { company_name: 'ACME LIMITED', n: [1, 2, null, true] },
      redacted: 0,
      cut: 0,
    });
  });

  it('removes the key from every string and key, escaped or not, and from a body that is not JSON', () => {
    const basic = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
    const escaped = [...KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const text = `{"a":"${basic}","b":["${escaped}"],"${KEY}":{"c":"${encodeURIComponent(KEY)}"}}`;
    const cleaned = cleanRegistryBody(text, secretForms(KEY));
    expect(cleaned.json).toEqual({ a: 'Basic [redacted]', b: ['[redacted]'], '[redacted]': { c: '[redacted]' } });
    expect(JSON.parse(cleaned.text)).toEqual(cleaned.json);
    expect(cleaned.redacted).toBe(4);
    const page = cleanRegistryBody(`<h1>Bad header ${basic}</h1>`, secretForms(KEY));
    expect(page).toEqual({ text: '<h1>Bad header Basic [redacted]</h1>', redacted: 1, cut: 0 });
  });

  it('cuts strings past MAX_STRING_LENGTH, marks them, and keeps "__proto__" a plain key', () => {
    const text = JSON.stringify({ name: 'x'.repeat(MAX_STRING_LENGTH + 1), ok: 'y'.repeat(MAX_STRING_LENGTH) });
    const cleaned = cleanRegistryBody(`{"__proto__":{"polluted":"yes"},${text.slice(1)}`, []);
    const json = cleaned.json as Record<string, string>;
    expect(json.name).toBe(`${'x'.repeat(MAX_STRING_LENGTH - 1)}${CUT_MARK}`);
    expect(json.ok).toHaveLength(MAX_STRING_LENGTH);
    expect(cleaned.cut).toBe(1);
    expect(Object.getPrototypeOf(json)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(cleaned.text)).toEqual(json);
  });

  it('never splits a surrogate pair', () => {
    const cut = cutString('😀'.repeat(10), 6);
    expect(cut).toBe(`😀😀${CUT_MARK}`);
    expect(cutString('abc', 6)).toBe('abc');
  });
});
