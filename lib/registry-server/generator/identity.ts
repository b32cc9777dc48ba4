// One person under several officer ids, as on the real register (next-wave research §1.3): the
// registry opens a new id when an appointment is filed with another residential address, a name
// spelt differently or a middle name left out, and links the ids by nothing. A few serial
// directors take later appointments under such an alias, so the same-person view has true
// candidates; namesakes (same name, another person) arise from the name pools by themselves.
import { ukAddress } from './addresses';
import { registryId } from './ids';
import type { Person } from './persons';
import { Rng } from './random';

/** Share of a serial director's appointments made under an alias. */
export const ALIAS_SHARE = 0.04;

export type AliasKind = 'moved' | 'middle-name-dropped' | 'typo';

/** A letter pair swapped in the middle of a word: "Michael" → "Micahel". */
function typo(word: string, rng: Rng): string {
  const at = rng.int(1, word.length - 3);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * The person's alias number `variant` (1 or 2), the same every time: a new officer id at a new
 * address, without the middle name, or with the middle name misspelt. Date of birth,
 * nationality and country of residence stay (they are the person's).
 */
export function aliasOf(person: Person, variant: 1 | 2): { person: Person; kind: AliasKind } {
  const rng = Rng.from(`alias|${person.officerId}|${variant}`);
  const officerId = registryId(`officer|alias|${person.officerId}|${variant}`);
  const choice = rng.int(0, 2);
  const middle = person.middle;
  if (middle && choice === 1)
    return { person: { ...person, officerId, middle: undefined }, kind: 'middle-name-dropped' };
  if (middle && middle.length > 4 && choice === 2)
    return { person: { ...person, officerId, middle: typo(middle, rng) }, kind: 'typo' };
  return { person: { ...person, officerId, address: ukAddress(rng, 'uk') }, kind: 'moved' };
}
