// The fonts the preview images are drawn with: Noto Sans (@fontsource/noto-sans), read from
// disk once, in every script it ships (Latin, Greek, Cyrillic, Vietnamese, Devanagari). Left to
// itself, satori fetches a font from the internet for any character its fonts lack (an emoji,
// Chinese, Arabic…); `drawable` replaces such characters first, so drawing never reaches out.
import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontCoverage } from './font-coverage';

const SUBSETS = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
  'devanagari',
] as const;
const FONT_DIR = join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans', 'files');
/** Shown in place of a run of characters no bundled font has. */
const MISSING = '…';

interface PreviewFonts {
  fonts: { name: string; data: Buffer; weight: 400; style: 'normal' }[];
  covered: Set<number>;
}

let loaded: PreviewFonts | undefined;

/** The fonts for `ImageResponse` and the characters they cover (read on first use). */
export function previewFonts(): PreviewFonts {
  if (!loaded) {
    const fonts = SUBSETS.map((subset) => ({
      // One name per file: fonts of the same name, weight and style would replace one another.
      name: `Noto Sans ${subset}`,
      data: readFileSync(join(FONT_DIR, `noto-sans-${subset}-400-normal.woff`)),
      weight: 400 as const,
      style: 'normal' as const,
    }));
    const covered = new Set<number>();
    for (const font of fonts) for (const codePoint of fontCoverage(font.data)) covered.add(codePoint);
    loaded = { fonts, covered };
  }
  return loaded;
}

// Control and format characters (joiners, direction marks, variation selectors): drawn as
// nothing, yet satori asks the internet for a font for some of them.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/**
 * The text with every run of characters the bundled fonts cannot draw replaced by "…",
 * and control and format characters removed. Spaces and line breaks are kept.
 */
export function drawable(text: string): string {
  const { covered } = previewFonts();
  let result = '';
  let missing = false;
  for (const char of text) {
    if (char === ' ' || char === '\n' || (covered.has(char.codePointAt(0)!) && !INVISIBLE.test(char))) {
      result += char;
      missing = false;
    } else if (INVISIBLE.test(char)) {
      continue;
    } else if (!missing) {
      result += MISSING;
      missing = true;
    }
  }
  return result;
}
