import type { Context } from 'hono';

/** An error answer: `{ errorCode, message }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errorCode = 'INVALID_PARAMETER') =>
  new HttpError(400, errorCode, message);
export const notFound = (what: string, id: string) =>
  new HttpError(404, 'NOT_FOUND', `${what} '${id}' does not exist.`);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** A reply with a status other than 200, or with no body. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers?: Record<string, string>,
  ) {}
}
export const created = (body: unknown) => new Reply(201, body);
export const noContent = () => new Reply(204);

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json({ errorCode: error.errorCode, message: error.message }, error.status as 400);
}
