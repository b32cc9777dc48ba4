// Counts in running text: "1 officer", "1,234 officers", with en-GB digit grouping, so every
// heading, description and preview counts the same way.

/** "1 charge", "12 charges"; `many` for nouns that do not just add an s ("current officers" is fine). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
