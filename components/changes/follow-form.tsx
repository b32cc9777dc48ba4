// Unfollow, as a plain form (the /following page knows the state on the server; no script needed).
export function UnfollowForm({ companyNumber }: { companyNumber: string }) {
  return (
    <form method="post" action="/following/follow">
      <input type="hidden" name="company" value={companyNumber} />
      <input type="hidden" name="action" value="unfollow" />
      <input type="hidden" name="return" value="/following" />
      <button
        type="submit"
        className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
      >
        Unfollow <span className="sr-only">{companyNumber}</span>
      </button>
    </form>
  );
}
