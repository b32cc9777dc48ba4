// What a page shows when the registry could not answer, or has nothing at the address: what
// happened and what to do. Its data attributes carry the page's HTTP status (404, 503, 502, 504)
// and Retry-After to the server, which answers with them (lib/server/problem-status.ts): a
// server component cannot set a status, and Next's notFound() leaves the page blank without JavaScript.
import Link from 'next/link';
import type { Problem } from '@/lib/pages/load';
import { plural } from '@/lib/labels';
import { ErrorState } from '@/components/ui/states';
import { NotFoundMessage } from './not-found-message';

type Heading = 'h1' | 'h2';

export function ProblemState({ problem, heading }: { problem: Problem; heading?: Heading }) {
  return (
    <div data-problem-status={problem.status} data-retry-after={problem.retryAfterSeconds}>
      {problem.pastEnd ? (
        <PastEnd problem={problem} pastEnd={problem.pastEnd} heading={heading ?? 'h2'} />
      ) : problem.status === 404 ? (
        <NotFoundMessage heading={heading ?? 'h2'} />
      ) : (
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
      )}
    </div>
  );
}

function PastEnd({
  problem,
  pastEnd: { total, lastPage, nouns, href },
  heading: Heading,
}: {
  problem: Problem;
  pastEnd: NonNullable<Problem['pastEnd']>;
  heading: Heading;
}) {
  return (
    <section className="space-y-3 py-8">
      <Heading className="text-2xl font-semibold">{problem.title}</Heading>
      <p className="text-slate-700 dark:text-slate-300">
        {total === 0
          ? `The list has no ${nouns.many}.`
          : `The list has ${plural(total, nouns.one, nouns.many)} on ${plural(lastPage, 'page')}.`}
      </p>
      <Link className="text-blue-700 underline dark:text-blue-400" href={href}>
        {total === 0 ? 'Go to the list' : `Go to the last page (page ${lastPage.toLocaleString('en-GB')})`}
      </Link>
    </section>
  );
}
