export default function HomePage() {
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-semibold tracking-tight">Explore the company register</h1>
      <p className="max-w-2xl text-slate-600 dark:text-slate-300">
        Search companies, officers and disqualified officers, and follow them through filings, charges, insolvency and
        persons with significant control.
      </p>
    </section>
  );
}
