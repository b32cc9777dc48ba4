import Link from 'next/link';
export default function NotFound() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">There is nothing at this address.</p>
      <Link className="text-blue-700 underline dark:text-blue-400" href="/">
        Back to search
      </Link>
    </section>
  );
}
