import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { clearSessionCookie, readSession, type ServerSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { observed } from "@/lib/observability/observe-request";
import type { Check } from "@giftshop/shared/rate-limit/limiter";
import {
  CROSS_SITE,
  LOGIN_REQUIRED,
  SESSION_ENDED,
  errorResponse,
  failureResponse,
} from "./answers";
import { rateLimited, shopperOf, type Shopper } from "./rate-limit";
import { readJson, readQuery, sameOrigin, type Read } from "./request";

/** Who a handler serves: a signed-in shopper only, anyone (the session when there is one), anyone. */
type SessionMode = "required" | "optional" | "none";
type SessionOf<M extends SessionMode> = M extends "required"
  ? ServerSession
  : M extends "optional"
    ? ServerSession | null
    : null;
/** A part's schema, or undefined where the handler does not read that part. */
type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler's work gets: the request as the pipeline has checked and read it. */
interface Input<M extends SessionMode, B extends Schema, Q extends Schema, P extends Schema> {
  request: Request;
  session: SessionOf<M>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  shopper: Shopper;
}

/** A cookie a success answer sets; without `maxAge` it lasts the browser session. */
export interface ResponseCookie {
  name: string;
  value: string;
  path: string;
  sameSite: "lax" | "strict";
  secure: boolean;
  httpOnly: boolean;
  maxAge?: number;
}

/** A handler, declared: what it needs of the request, its backend work, its answer. */
interface HandlerSpec<
  M extends SessionMode,
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  T,
> {
  session: M;
  /**
   * A mutation that carries its own proof (the token of a mail's unsubscribe link), which mail
   * providers send from their own servers (RFC 8058): no Origin is asked of it. Only with
   * `session: "none"`, so a shopper's cookie never acts for another site.
   */
  anyOrigin?: M extends "none" ? true : never;
  /** The 401's text for a visitor where the session is required; LOGIN_REQUIRED by default. */
  visitorError?: string;
  /** The path's segments; a value the schema refuses is a 404 with the `notFound` text. */
  params?: { schema: NonNullable<P>; notFound: string };
  /** The URL's query (first value of each name); refused with 400 and the first issue. */
  query?: Q;
  /** The JSON body (at most 100 kB: 413); refused with 400 and the first issue. */
  body?: B;
  /** Rate limits (packages/shared/src/rate-limit/rules.ts) counted before the work; over one, 429. */
  limits?: (input: Input<M, B, Q, P>) => readonly Check[];
  /** The shopper's text when the work fails on the backend's side (503 while away, else 502). */
  fallback: string | ((input: Input<M, B, Q, P>) => string);
  /** The backend work; a thrown Refusal or backend 4xx is answered with its own message. */
  call: (input: Input<M, B, Q, P>) => Promise<T>;
  /**
   * The success answer's JSON body; or the answer itself where it is not JSON (a photo's
   * bytes), which keeps its own status and Cache-Control.
   */
  reply: (value: T, input: Input<M, B, Q, P>) => object | Response;
  /** The success answer's status; 200 by default. */
  status?: number;
  /** The success answer ends the session: its cookie is cleared. */
  endsSession?: true;
  /** Cookies the success answer sets (a cookie the handler owns, such as the pincode). */
  cookies?: (value: T, input: Input<M, B, Q, P>) => readonly ResponseCookie[];
  /**
   * The answer is the same for every shopper: browsers and CDNs keep a success this many
   * seconds (a failure never). Without it every answer is `private, no-store`.
   */
  publicSeconds?: number;
}

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
type RouteContext = { params: Promise<Record<string, string | string[]>> };
const BUILT_BY_PIPELINE = Symbol.for("uphaar.bffHandler");

/** A route handler the pipeline built, marked with the method it was built for. */
type RouteHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  readonly [BUILT_BY_PIPELINE]: Method;
};

/** The method a route handler was built for by the pipeline, or null for any other function. */
export function pipelineMethod(handler: unknown): Method | null {
  if (typeof handler !== "function" || !(BUILT_BY_PIPELINE in handler)) return null;
  const method = handler[BUILT_BY_PIPELINE];
  return METHODS.find((known) => known === method) ?? null;
}

/** A part of the request a handler does not read. */
const NOTHING = { ok: true as const, data: undefined };

/** The path's segments, validated; a value no id can have is a 404 (not the request's form). */
async function readParams(
  context: RouteContext | undefined,
  { schema, notFound }: { schema: z.ZodType; notFound: string },
): Promise<Read<unknown>> {
  const parsed = schema.safeParse(await context?.params);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: errorResponse(404, notFound) };
}

/** Origin, session and input, checked in this order; the work's input, or the refusal. */
async function readInput<
  M extends SessionMode,
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  T,
>(
  method: Method,
  spec: HandlerSpec<M, B, Q, P, T>,
  request: Request,
  context: RouteContext | undefined,
): Promise<Read<Input<M, B, Q, P>>> {
  const refuse = (status: number, error: string) => ({
    ok: false as const,
    response: errorResponse(status, error),
  });
  if (method !== "GET" && !spec.anyOrigin && !sameOrigin(request)) return refuse(403, CROSS_SITE);
  const session = spec.session === "none" ? null : await readSession();
  if (spec.session === "required" && !session) {
    return refuse(401, spec.visitorError ?? LOGIN_REQUIRED);
  }
  const params = spec.params ? await readParams(context, spec.params) : NOTHING;
  if (!params.ok) return params;
  const query = spec.query ? readQuery(request, spec.query) : NOTHING;
  if (!query.ok) return query;
  const body = spec.body ? await readJson(request, spec.body) : NOTHING;
  if (!body.ok) return body;
  const input = {
    request,
    session,
    params: params.data,
    query: query.data,
    body: body.data,
    shopper: shopperOf(request.headers),
  };
  // The schemas typed each part; the reads above lose that through the optional specs.
  return { ok: true, data: input as Input<M, B, Q, P> };
}

/** The work and its answer: the reply, or the failure mapped (never a stack trace). */
async function answer<
  M extends SessionMode,
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  T,
>(spec: HandlerSpec<M, B, Q, P, T>, input: Input<M, B, Q, P>): Promise<NextResponse> {
  try {
    const value = await spec.call(input);
    const replied = spec.reply(value, input);
    const response =
      replied instanceof Response
        ? new NextResponse(replied.body, replied)
        : NextResponse.json(replied, { status: spec.status ?? 200 });
    if (spec.endsSession) await clearSessionCookie(response);
    for (const cookie of spec.cookies?.(value, input) ?? []) response.cookies.set(cookie);
    return response;
  } catch (error) {
    // A call made for a signed-in shopper that the backend refuses with 401: the token is dead.
    if (input.session && error instanceof BackendError && error.status === 401) {
      const response = errorResponse(401, SESSION_ENDED);
      await clearSessionCookie(response);
      return response;
    }
    const fallback = typeof spec.fallback === "string" ? spec.fallback : spec.fallback(input);
    return failureResponse(error, fallback);
  }
}

async function run<M extends SessionMode, B extends Schema, Q extends Schema, P extends Schema, T>(
  method: Method,
  spec: HandlerSpec<M, B, Q, P, T>,
  request: Request,
  context: RouteContext | undefined,
): Promise<NextResponse> {
  const input = await readInput(method, spec, request, context);
  if (!input.ok) return input.response;
  const checks = spec.limits?.(input.data) ?? [];
  const limited = checks.length > 0 ? await rateLimited(checks) : null;
  return limited ?? answer(spec, input.data);
}

/** Every answer's Cache-Control: personal unless declared public, and a failure never kept. */
function withCacheHeader(response: NextResponse, publicSeconds: number | undefined) {
  // A reply that is its own answer (bytes) says how long it may be kept, when it succeeds.
  if (response.ok && publicSeconds === undefined && response.headers.has("Cache-Control")) {
    return response;
  }
  const value =
    publicSeconds === undefined
      ? "private, no-store"
      : response.ok
        ? `public, max-age=${publicSeconds}`
        : "no-store";
  response.headers.set("Cache-Control", value);
  return response;
}

function build(method: Method) {
  return <
    M extends SessionMode,
    B extends Schema = undefined,
    Q extends Schema = undefined,
    P extends Schema = undefined,
    T = unknown,
  >(
    spec: HandlerSpec<M, B, Q, P, T>,
  ): RouteHandler =>
    Object.assign(
      (request: Request, context?: RouteContext) =>
        observed(method, request, async () =>
          withCacheHeader(await run(method, spec, request, context), spec.publicSeconds),
        ),
      { [BUILT_BY_PIPELINE]: method },
    );
}

/**
 * The one way to write a BFF route handler (docs/storefront-decisions.md "BFF route
 * handlers"): `export const POST = bff.post({ session, body, call, reply, fallback })`. In
 * order: the Origin (mutations; 403) → the session (401) → path, query and body (404, 400,
 * 413) → rate limits (429) → the backend work → its answer, or the mapped failure. Never a
 * stack trace; `private, no-store` unless declared public.
 */
export const bff = {
  get: build("GET"),
  post: build("POST"),
  put: build("PUT"),
  delete: build("DELETE"),
};
