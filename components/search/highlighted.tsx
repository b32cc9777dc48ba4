// Text with the search's matched words marked (<mark>), from the registry's match offsets.
import { highlightSegments } from './highlight';

export function Highlighted({ text, matches }: { text: string; matches?: readonly number[] }) {
  return (
    <>
      {highlightSegments(text, matches).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200 text-inherit dark:bg-yellow-300/20">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
