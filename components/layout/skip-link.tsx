// A keyboard user's first stop: straight past the header to the page's content.
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-blue-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to content
    </a>
  );
}
