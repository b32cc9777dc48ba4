// What is wrong with a form's input, as a list above the form. The page is answered with
// 400 (server.ts reads the data-problem-status marker, which must be the tag's first
// attribute), so a script or a link checker sees the refusal that a reader sees.
export function InputProblems({ title, problems }: { title: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      data-problem-status="400"
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium">{title}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
