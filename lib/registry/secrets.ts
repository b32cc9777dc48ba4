// The forms the registry key can take in text (as given, in the Basic-auth header, encoded),
// and their removal: for log lines and for error text relayed from the registry, which may
// echo what it was sent.

/** Every form of the key: raw, base64 of `key:` (the Basic-auth credentials) and of the key, with and without padding, URL-safe, and percent-encoded. */
export function secretForms(apiKey: string | undefined): string[] {
  if (!apiKey) return [];
  const forms = [apiKey, encodeURIComponent(apiKey)];
  for (const text of [`${apiKey}:`, apiKey]) {
    const base64 = Buffer.from(text).toString('base64');
    forms.push(base64, base64.replace(/=+$/, ''), Buffer.from(text).toString('base64url'));
  }
  // Longest first, so that a form containing another is removed whole.
  return forms
    .filter((form, i, all) => form.length >= 4 && all.indexOf(form) === i)
    .sort((a, b) => b.length - a.length);
}

export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
  return clean;
}
