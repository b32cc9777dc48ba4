// Natures of control as an ownership chain shows them: a short phrase for an edge ("25–50% of
// shares", "appoints the board") and the interest it states, with its band kept as a range.
// The registry publishes bands, never exact holdings, so nothing here turns a band into a number.

export type InterestType =
  | 'shareholding'
  | 'votingRights'
  | 'appointmentOfBoard'
  | 'otherInfluenceOrControl'
  | 'rightsToSurplusAssetsOnDissolution'
  | 'nominee'
  | 'unknownInterest';

/** A band of percentages: `{minimum: 25, exclusiveMinimum: true, maximum: 50}` is "more than 25%, up to 50%". */
export interface Share {
  minimum: number;
  maximum: number;
  exclusiveMinimum: boolean;
  exclusiveMaximum: boolean;
}

export interface Interest {
  type: InterestType;
  share?: Share;
  /** Held through a trust or a firm the holder controls. */
  via?: 'trust' | 'firm';
  /** The registry's key, kept for exports. */
  nature: string;
}

const BANDS: Record<string, Share> = {
  '25-to-50': { minimum: 25, maximum: 50, exclusiveMinimum: true, exclusiveMaximum: false },
  '50-to-75': { minimum: 50, maximum: 75, exclusiveMinimum: true, exclusiveMaximum: true },
  '75-to-100': { minimum: 75, maximum: 100, exclusiveMinimum: false, exclusiveMaximum: false },
  'more-than-25': { minimum: 25, maximum: 100, exclusiveMinimum: true, exclusiveMaximum: false },
};

const TYPES: [RegExp, InterestType][] = [
  [/^ownership-of-shares-/, 'shareholding'],
  [/^voting-rights-/, 'votingRights'],
  [/^right-to-appoint-and-remove-/, 'appointmentOfBoard'],
  [/^significant-influence-or-control/, 'otherInfluenceOrControl'],
  [/^(part-)?right-to-share-surplus-assets-/, 'rightsToSurplusAssetsOnDissolution'],
  [/^registered-owner-as-nominee-/, 'nominee'],
];

/** The interest a `natures_of_control` value states; an unknown value is an unknown interest, never dropped. */
export function interestOf(nature: string): Interest {
  const type = TYPES.find(([pattern]) => pattern.test(nature))?.[1] ?? 'unknownInterest';
  const band = /(25-to-50|50-to-75|75-to-100|more-than-25)-percent/.exec(nature)?.[1];
  const via = /-as-(control-over-)?trust/.test(nature)
    ? 'trust'
    : /-as-(control-over-)?firm/.test(nature)
      ? 'firm'
      : undefined;
  return { type, nature, ...(band ? { share: BANDS[band] } : {}), ...(via ? { via } : {}) };
}

/** "25–50%", "more than 50%, under 75%", "75% or more", "more than 25%". */
export function bandText({ minimum, maximum, exclusiveMinimum, exclusiveMaximum }: Share): string {
  if (maximum === 100 && !exclusiveMinimum) return `${minimum}% or more`;
  if (maximum === 100) return `more than ${minimum}%`;
  if (exclusiveMaximum) return `${minimum}–${maximum}% (under ${maximum}%)`;
  return `${minimum}–${maximum}%`;
}

const OBJECTS: Partial<Record<InterestType, string>> = {
  shareholding: 'of shares',
  votingRights: 'of votes',
  rightsToSurplusAssetsOnDissolution: 'of surplus assets',
};

/** An edge's words for one nature: "25–50% of shares", "appoints the board", "significant influence", "via a trust". */
export function interestText(interest: Interest): string {
  const via = interest.via ? ` (via a ${interest.via})` : '';
  if (interest.share && OBJECTS[interest.type]) return `${bandText(interest.share)} ${OBJECTS[interest.type]}${via}`;
  switch (interest.type) {
    case 'appointmentOfBoard':
      return `appoints the board${via}`;
    case 'otherInfluenceOrControl':
      return `significant influence${via}`;
    case 'nominee':
      return 'holds land as nominee';
    default:
      return interest.nature.replace(/-/g, ' ');
  }
}

/** The edge label for a relationship's natures, one phrase each, in the registry's order. */
export const naturesText = (natures: readonly string[]) =>
  natures.map((nature) => interestText(interestOf(nature))).join(' · ');

/**
 * Bounds on an indirect share through a chain of banded holdings: the product of the lower
 * bounds and of the upper bounds. Labelled as bounds wherever shown: the register states bands,
 * and UK law traces indirect holdings through majority stakes, not by multiplying.
 */
export function indirectShareBounds(shares: readonly Share[]): { minimum: number; maximum: number } | undefined {
  if (shares.length === 0) return undefined;
  const minimum = shares.reduce((product, share) => (product * share.minimum) / 100, 100);
  const maximum = shares.reduce((product, share) => (product * share.maximum) / 100, 100);
  return { minimum: Math.round(minimum * 100) / 100, maximum: Math.round(maximum * 100) / 100 };
}
