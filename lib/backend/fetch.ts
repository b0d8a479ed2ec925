import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import { z } from "zod";
import { cookieJarFor, type CookieJar } from "@/lib/auth/backend-cookies";
import { env } from "@/lib/env";
import { countBackendFailure } from "@/lib/observability/observe-request";
import { withTraceHeaders } from "@giftshop/shared/observability/tracing";
import { isDeadSessionMessage } from "./dead-session";
import { READ_BUDGET, textWithin, type AnswerLimit } from "./read-budget";
import type { AnswerFlags } from "./wire";

/** The backend answered with an error status or a shape the contract does not allow. */
export class BackendError extends Error {
  override name = "BackendError";
  constructor(
    message: string,
    readonly status: number,
    /** The backend's Retry-After, in seconds, on a 429 (or 503) that sent one. */
    readonly retryAfterSeconds: number | null = null,
    /**
     * The technical `error` text a refusal carried beside its message (the original backend
     * sends its database's error there), for telling one refusal from another; never shown.
     */
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

/** A refusal's status: 401 when its message says the session is over (lib/backend/dead-session.ts). */
const refusedWith = (message: string | undefined, status: number) =>
  isDeadSessionMessage(message) ? 401 : status;

/**
 * Throws for an answer that says `success: false`: some backends answer a refusal with 200
 * and that flag, which is a refusal like a 4xx (`status`, or 401 for a dead session). A list
 * answer carries no flag.
 */
export function throwIfRefused(answer: AnswerFlags | unknown[], call: string, status = 400): void {
  if (!Array.isArray(answer) && answer.success === false) {
    throw new BackendError(
      answer.message ?? `${call} answered success: false`,
      refusedWith(answer.message, status),
    );
  }
}

/** The part of an answer a call is for; a refusal, or an answer without it, throws `status`. */
export function requiredPart<A extends AnswerFlags, K extends keyof A & string>(
  answer: A,
  key: K,
  call: string,
  status: number,
): NonNullable<A[K]> {
  const part = answer[key];
  if (answer.success === false || part === undefined || part === null) {
    throw new BackendError(
      answer.message ?? `${call} answered no ${key}`,
      refusedWith(answer.message, status),
    );
  }
  return part;
}

/** How long a shopper is asked to wait before trying again while the backend is away. */
export const BACKEND_DOWN_RETRY_SECONDS = 5;

/** Retry-After as seconds (it may be a number of seconds or an HTTP date); null if absent. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The header that tells the backend which shopper a call is for (its per-IP rate limits
 * read it when it trusts the storefront, TRUST_PROXY); nothing when the address is unknown.
 */
export function forwardedFor(ip: string | null): Record<string, string> {
  return ip ? { "x-forwarded-for": ip } : {};
}

/**
 * The signal every backend request carries: it gives up after BACKEND_TIMEOUT_MS, so a hung
 * backend costs a shopper seconds, not minutes; any of `others` (the caller's own signal, the
 * read limit's hang-up) aborts it too.
 *
 * One controller and a plain timer, not `AbortSignal.timeout` inside `AbortSignal.any`: Node
 * holds the sources of `any` weakly, and a garbage collection during the wait drops the
 * timeout with its timer, leaving the call hung for good. Here the timer holds the controller
 * and the request holds its signal (docs/security.md, "Backend down").
 */
export function backendSignal(...others: (AbortSignal | null | undefined)[]): AbortSignal {
  const controller = new AbortController();
  const { signal } = controller;
  const ms = env().BACKEND_TIMEOUT_MS;
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError"));
  }, ms);
  timer.unref();
  signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  for (const other of others) {
    if (!other) continue;
    if (other.aborted) {
      controller.abort(other.reason);
      break;
    }
    // Removed when this signal aborts, so a long-lived caller's signal does not collect them.
    other.addEventListener("abort", () => controller.abort(other.reason), { once: true, signal });
  }
  return signal;
}

/**
 * Fetches `path` from the backend and parses the JSON answer with `schema`. A backend that
 * cannot be reached or does not answer in time is a BackendError with status 503; an answer
 * longer than `maxBytes` (READ_BUDGET.answerBytes unless the call says) is one with 502.
 */
export async function backendFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  {
    jar: givenJar,
    maxBytes = READ_BUDGET.answerBytes,
    ...init
  }: RequestInit & {
    next?: { tags?: string[]; revalidate?: number | false };
    /** The cookies to send and keep; by default the jar of the token the call carries. */
    jar?: CookieJar;
    /** The longest answer read, in bytes; only whole-catalogue reads pass more. */
    maxBytes?: number;
  } = {},
): Promise<z.output<S>> {
  const url = `${env().BACKEND_URL}${path}`;
  const method = init.method ?? "GET";
  // Every caller passes its headers as a plain object.
  // With tracing on, `traceparent` makes the backend's spans part of this request's trace.
  const headers = withTraceHeaders({
    accept: "application/json",
    ...(init.headers as Record<string, string>),
  });
  // A session's backend cookies go back with its calls (lib/auth/backend-cookies.ts).
  const jar = givenJar ?? cookieJarFor(headers);
  const limit: AnswerLimit = { maxBytes, hangUp: new AbortController() };
  let body: unknown;
  try {
    const cookie = await jar?.header();
    const response = await fetch(url, {
      ...init,
      signal: backendSignal(init.signal, limit.hangUp.signal),
      headers: cookie ? { ...headers, cookie } : headers,
    });
    await jar?.keep(response.headers.getSetCookie());
    if (!response.ok) {
      if (response.status >= 500) countBackendFailure("5xx");
      const { message, detail } = await errorOf(response, `${method} ${path}`, limit);
      throw new BackendError(message, response.status, retryAfterOf(response), detail);
    }
    const text = await textWithin(response, limit);
    if (text === null) {
      countBackendFailure("unreadable");
      throw new BackendError(`${method} ${path} answered more than ${maxBytes} bytes`, 502);
    }
    body = JSON.parse(text);
  } catch (error) {
    // Next's own signals (a no-store fetch in a cached page marks it dynamic) pass through.
    unstable_rethrow(error);
    if (error instanceof BackendError) throw error;
    if (errorName(error) === "SyntaxError") {
      countBackendFailure("unreadable");
      throw new BackendError(`${method} ${path} answered something that is not JSON`, 502);
    }
    countBackendFailure(errorName(error) === "TimeoutError" ? "timeout" : "unreachable");
    await renderPerRequestWhenBuilding(path);
    throw new BackendError(`${method} ${path} failed: ${describe(error)}`, 503);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    countBackendFailure("unreadable");
    throw new BackendError(`${path} answered an unexpected shape: ${parsed.error.message}`, 502);
  }
  return parsed.data;
}

// `error` is read only when it is text: some backends send an object there (a payment's code).
const errorAnswer = z.object({
  message: z.string().min(1),
  error: z.string().optional().catch(undefined),
});

/**
 * The backend's own `message` when it sent one (shown to shoppers), else a technical line;
 * and the `error` text beside it, if any. An error answer is read within the same limit.
 */
async function errorOf(response: Response, call: string, limit: AnswerLimit) {
  const body = await textWithin(response, limit)
    .then((text): unknown => (text === null ? null : JSON.parse(text)))
    .catch(() => null);
  const parsed = errorAnswer.safeParse(body);
  return parsed.success
    ? { message: parsed.data.message, detail: parsed.data.error ?? null }
    : { message: `${call} answered ${response.status}`, detail: null };
}

/**
 * An uncached GET of one shopper's data (their token in `headers`), parsed with `schema`; an
 * answer that says `success: false` throws with `refusedStatus`.
 */
export async function shopperGet<S extends z.ZodType<AnswerFlags | unknown[]>>(
  path: string,
  schema: S,
  headers: Record<string, string>,
  refusedStatus = 400,
): Promise<z.output<S>> {
  const answer = await backendFetch(path, schema, { cache: "no-store", headers });
  throwIfRefused(answer, `GET ${path}`, refusedStatus);
  return answer;
}

/** Sends `body` as JSON with `method` and parses the answer with `schema`. */
export function backendSend<S extends z.ZodType>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  schema: S,
  headers: Record<string, string> = {},
  jar?: CookieJar,
): Promise<z.output<S>> {
  return backendFetch(path, schema, {
    method,
    cache: "no-store",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    jar,
  });
}

/**
 * Catalogue pages are prerendered by `next build` and revalidated every minute. When the
 * build cannot reach the backend, the page being prerendered is left to render per request
 * instead (`connection()` marks it dynamic), so no page is baked without its catalogue.
 * `npm run build` starts the reference backend for this reason (scripts/build.mjs).
 */
async function renderPerRequestWhenBuilding(path: string): Promise<void> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
  if (!warnedAtBuild) {
    warnedAtBuild = true;
    console.warn(
      `[build] the backend at ${env().BACKEND_URL} did not answer ${path}: pages that need it ` +
        "will render per request. Build with the backend reachable to prerender them.",
    );
  }
  await connection();
}
let warnedAtBuild = false;

/** An error's name, read by shape: under jest, fetch's errors come from another realm. */
function errorName(error: unknown): unknown {
  return typeof error === "object" && error !== null && "name" in error ? error.name : undefined;
}

function describe(error: unknown): string {
  if (errorName(error) === "TimeoutError") {
    return `no answer within ${env().BACKEND_TIMEOUT_MS} ms`;
  }
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
