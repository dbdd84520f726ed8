import * as v from "valibot";

// Query parameters arrive as strings; these schemas read them strictly (no "1e3", no "12abc") so a
// bad value is a 400 naming the parameter, never a silent default.

export const queryInteger = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,7}$/, "must be a whole number"),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

/** An ISO 8601 date or date-time, normalised to UTC. */
export const queryIsoTime = v.pipe(
  v.string(),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
    "must be ISO 8601",
  ),
  v.transform((value) => new Date(value).toISOString()),
);

/**
 * The history endpoints' query (credits, payments): `limit` (default 100, up to `maxLimit`), `offset`,
 * and an optional `start_date`..`end_date` window, which must not end before it starts.
 */
export const historyQuery = (maxLimit: number) =>
  v.pipe(
    v.object({
      limit: queryInteger(100, 1, maxLimit),
      offset: queryInteger(0, 0, 1_000_000),
      start_date: v.optional(queryIsoTime),
      end_date: v.optional(queryIsoTime),
    }),
    v.forward(
      v.check(
        (query) => !query.start_date || !query.end_date || query.start_date <= query.end_date,
        "must not be before start_date",
      ),
      ["end_date"],
    ),
  );
