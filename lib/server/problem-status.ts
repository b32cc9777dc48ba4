// Pages whose data could not be had answer with the problem's status. Next's App Router can
// only send 200, 404 or 500 from a render (and a thrown error loses the readable page), so the
// page says its status in the markup (ProblemState: data-problem-status, data-retry-after) and
// the server (server.ts, holding each page: hold-html.ts) sends it with that status,
// `Cache-Control: no-store` and `Retry-After`.
import type { ServerResponse } from 'node:http';

// The attribute only ever appears inside a tag: text cannot contain a raw "<", so registry
// data that spells the attribute out can never set a status.
const MARKER = /<div data-problem-status="(\d{3})"(?: data-retry-after="(\d+)")?/;

export interface ProblemStatus {
  status: number;
  retryAfterSeconds?: number;
}

/** The status a rendered page asks for, or undefined for a page that shows its data. */
export function problemStatusOf(html: string): ProblemStatus | undefined {
  const match = MARKER.exec(html);
  if (!match) return undefined;
  const status = Number(match[1]);
  if (status < 400 || status > 599) return undefined;
  return { status, retryAfterSeconds: match[2] === undefined ? undefined : Number(match[2]) };
}

/** Gives a held page showing a problem its status, no-store and Retry-After. */
export function applyProblemStatus(html: string, res: ServerResponse): void {
  const problem = problemStatusOf(html);
  if (problem) applyProblem(problem, res);
}

/** Gives the response the problem's status, no-store and Retry-After. */
export function applyProblem(problem: ProblemStatus, res: ServerResponse): void {
  res.statusCode = problem.status;
  res.setHeader('cache-control', 'no-store');
  if (problem.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(problem.retryAfterSeconds));
}
