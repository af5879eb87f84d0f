/** An error a service throws on purpose; the error plugin answers it in the spec's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = "Fant ikke det du lette etter.") =>
  new HttpError(404, "NOT_FOUND", message);
