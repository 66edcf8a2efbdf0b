/** Errors a handler throws to answer a 4xx in the standard format (product.md §5). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

/** An error and the errors it wraps (`cause`), as drivers and ORMs nest them; a few levels at most. */
export function* causesOf(error: unknown): Generator<Error> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) yield e;
}

/** Whether a failure is the unique index `constraint` refusing a second row (a driver that names no constraint: any unique index). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const e of causesOf(err)) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
