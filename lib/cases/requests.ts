// The bodies the case API accepts, checked with zod: a failure is a 400 naming each field and
// what was wrong with it. Writes from another site are refused (403) before anything is read.
import { z } from 'zod';
import { sameSiteRequest } from '@/lib/changes/watch';
import { HttpError } from '@/lib/gateway/http';

const text = (_name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .max(max, { error: `must be at most ${max} characters` });

/** An object's own message for a body that is not an object; other issues (an unknown key) keep zod's. */
const objectError = (message: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? message : undefined;

const title = text('title', 200)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { error: 'must not be empty' }));
const tags = z
  .array(
    text('each tag', 50)
      .transform((value) => value.trim())
      .pipe(z.string().min(1, { error: 'must not be empty' })),
    { error: 'must be a list of words' },
  )
  .max(50, { error: 'must be at most 50 tags' })
  .transform((list) => [...new Set(list)]);
const nodeKey = text('a node key', 200).min(1, { error: 'must not be empty' });
const graph = z.strictObject(
  {
    links: z
      .array(
        z.strictObject({
          id: text('a link id', 40).min(1),
          source: nodeKey,
          target: nodeKey,
          label: text('a link label', 200),
        }),
      )
      .max(500, { error: 'must be at most 500 links' }),
    labels: z.record(nodeKey, text('a label', 200)).refine((value) => Object.keys(value).length <= 2000, {
      error: 'must be at most 2000 labels',
    }),
    positions: z
      .record(nodeKey, z.strictObject({ x: z.number().finite(), y: z.number().finite() }))
      .refine((value) => Object.keys(value).length <= 5000, { error: 'must be at most 5000 positions' }),
  },
  { error: objectError('graph must be {links, labels, positions}') },
);

export const createCaseBody = z.strictObject(
  { title },
  { error: objectError('the body must be a JSON object {title}') },
);
export const patchCaseBody = z
  .strictObject(
    {
      title: title.optional(),
      notes: text('notes', 50_000).optional(),
      tags: tags.optional(),
      graph: graph.optional(),
    },
    { error: objectError('the body must be a JSON object with title, notes, tags or graph') },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'nothing to change: give title, notes, tags or graph',
  });
export const addItemBody = z.strictObject(
  { href: text('href', 2000), note: text('note', 10_000).optional() },
  { error: objectError('the body must be a JSON object {href, note?}') },
);
export const patchItemBody = z.strictObject(
  { note: text('note', 10_000) },
  { error: objectError('the body must be a JSON object {note}') },
);

export const badRequest = (message: string, error = 'invalid-body') =>
  new HttpError(400, { errors: [{ error, type: 'ch:service', error_values: { message } }] });

/** One sentence per problem: `title: must not be empty`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Refuses a write from another site (403). */
export function sameSiteOnly(request: Request): void {
  if (!sameSiteRequest(request))
    throw new HttpError(403, {
      errors: [
        {
          error: 'cross-site-request',
          type: 'ch:service',
          error_values: { message: 'Changes to a case are taken only from pages of this site.' },
        },
      ],
    });
}

/** The JSON body checked against `schema`, or a 400 saying what was wrong. */
export async function bodyOf<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('the body must be JSON (content-type: application/json)');
  const raw = await request.text();
  if (raw.length > 1_000_000) throw badRequest('the body must be at most 1 MB');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('the body is not valid JSON');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
