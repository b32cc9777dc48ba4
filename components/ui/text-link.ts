// The look of a link in text, a table cell or a fact list: blue, underlined on hover. One
// class string, so every link in the app reads the same; callers add weight or size.
export const linkClass = 'text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

/** A link inside running text: always underlined, so it is told apart without colour. */
export const inlineLinkClass = `underline ${linkClass}`;
