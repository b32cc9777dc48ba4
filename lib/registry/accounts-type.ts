// The accounts type a filing's description names, in the registry's own keys.

/** `accounts-with-accounts-type-micro-entity` → `micro-entity` (amended accounts too); undefined for other descriptions. */
export function accountsTypeOf(description: string | undefined): string | undefined {
  const match = /^accounts-(?:amended-)?with-accounts-type-(.+)$/.exec(description ?? '');
  if (!match) return undefined;
  // The registry's key is misspelt; the label and the generator use the right spelling.
  return match[1] === 'audit-exemption-subsiduary' ? 'audit-exemption-subsidiary' : match[1];
}
