// What a page shows when the registry could not answer: what happened and what to do. Its
// data attributes carry the page's HTTP status (503, 502, 504) and Retry-After to the server,
// which answers with them (lib/server/problem-status.ts): a server component cannot set a status.
import type { Problem } from '@/lib/pages/load';
import { ErrorState } from '@/components/ui/states';

export function ProblemState({ problem, heading }: { problem: Problem; heading?: 'h1' | 'h2' }) {
  return (
    <div data-problem-status={problem.status} data-retry-after={problem.retryAfterSeconds}>
      <ErrorState
        heading={heading}
        title={problem.title}
        action={
          // An empty href reloads the page: a retry that works without JavaScript.
          <a
            href=""
            className="inline-flex rounded-md bg-rose-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-rose-900"
          >
            Try again
          </a>
        }
      >
        <p>{problem.message}</p>
      </ErrorState>
    </div>
  );
}
