/**
 * The backend's error shape and input parsing: every rejection is
 * `{ success: false, message }` with a 4xx status, and the message names the problem.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

/** Throws an HTTP error that the app's error handler answers as `{ success: false, message }`. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/**
 * Answers 429 (or another status, e.g. 503) with `Retry-After: seconds` (the app's error
 * handler sets the header).
 */
export function failRetryLater(seconds: number, message: string, status: 429 | 503 = 429): never {
  throw new HTTPException(status, { message, cause: { retryAfterSeconds: seconds } });
}

/** The Retry-After seconds a `failRetryLater` error carries, if any. */
export function retryAfterOf(error: HTTPException): number | null {
  const cause: unknown = error.cause;
  if (typeof cause === "object" && cause !== null && "retryAfterSeconds" in cause) {
    const seconds = cause.retryAfterSeconds;
    return typeof seconds === "number" ? seconds : null;
  }
  return null;
}

/** Turns zod issues into one sentence naming each bad field, e.g. "rating: must be at most 5". */
function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join(".") : "request";
    return `${where}: ${issue.message}`;
  });
  return parts.join("; ");
}

/** Parses `data` with `schema` or answers 400 naming the bad fields. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) fail(400, describeIssues(result.error));
  return result.data;
}

/** Reads and validates a JSON body; a missing or malformed body answers 400. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    fail(400, "The request body must be valid JSON.");
  }
  return parseOr400(schema, data);
}

/** Validates the query string (single values; repeated keys keep the first). */
export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOr400(schema, c.req.query());
}
