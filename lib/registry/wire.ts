// Lenient zod primitives for the registry's wire format. The real registry adds fields
// and enumeration values without notice, sends some numbers as strings, and sometimes
// sends null or an array where its description promises an object: these building
// blocks accept all of that and still reject a shape that is plainly wrong.
import { z } from 'zod';

/** An object that keeps the fields it does not know (the registry adds fields freely). */
export const record = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** An optional field: absent, `undefined` or `null` all read as absent. */
export const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess(nullToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** An integer, also when sent as a numeric string ("31", "03"). */
export const int = z.preprocess(
  (value) => (typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value),
  z.number().int(),
) as unknown as z.ZodNumber;

/** A boolean, also when sent as "true"/"false". */
export const bool = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
) as unknown as z.ZodBoolean;

/** Free text. */
export const text = z.string();

/**
 * An enumeration value. Known values are documented where labels are written
 * (`lib/labels/`); any other string is accepted, because the registry adds values
 * without notice and an unknown value must never make a page fail.
 */
export const enumValue = z.string();

/** A date written `YYYY-MM-DD`; a trailing time (`T00:00:00`), seen in some responses, is dropped. */
export const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'expected a date written YYYY-MM-DD')
  .transform((value) => value.slice(0, 10));

/** A list that the registry sometimes sends as a single value (insolvency `status`). */
export const listOrOne = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === null || value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  ) as unknown as z.ZodArray<T>;

/** An object that the registry's description draws as an array (charge `particulars`): the first element is taken. */
export const oneOrFirst = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), item) as unknown as T;

/** `{ month, year }` as officers' and PSCs' public dates of birth are given. */
export const monthYear = record({ month: int, year: int, day: opt(int) });

/** An address object; every part optional because real addresses lack any of them. */
export const address = record({
  care_of: opt(text),
  po_box: opt(text),
  premises: opt(text),
  address_line_1: opt(text),
  address_line_2: opt(text),
  locality: opt(text),
  region: opt(text),
  postal_code: opt(text),
  country: opt(text),
});

/** `links` with at least `self`. */
export const selfLinks = record({ self: text });

/** The envelope fields shared by paged lists. */
export const pageFields = {
  items_per_page: int,
  start_index: int,
  total_results: int,
};

export type Address = z.infer<typeof address>;
export type MonthYear = z.infer<typeof monthYear>;
