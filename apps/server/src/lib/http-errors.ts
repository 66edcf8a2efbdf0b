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
