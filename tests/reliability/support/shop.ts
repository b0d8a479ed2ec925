/**
 * The whole shop in one jest process: the reference backend on a fresh database, served on
 * a real socket at a random port, and the storefront's route handlers (every app/**\/route.ts,
 * found on disk) pointed at it through BACKEND_URL, called with real requests.
 *
 * A test file mocks `next/headers` with ./next-request and `next/cache` (revalidateTag needs
 * Next's request store), then calls `startShop()` in beforeAll, before any handler runs:
 * the storefront reads its environment once.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { count, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { NextRequest } from "next/server";
import * as schema from "@/backend/src/db/schema";
import { keepConnectionsAlive } from "@/backend/src/keep-alive";
import { createTestApp, type TestApp } from "@/backend/src/test/test-app";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { inRequest } from "./next-request";

export const SITE = "http://localhost:3000";
const AUTH_SECRET = "reliability-suite-session-secret-0123456789";
/** The catalogue webhook's secret (/api/revalidate), as the backend would sign with it. */
export const WEBHOOK_SECRET = "reliability-suite-webhook-secret-0123456789";
const APP_DIR = path.resolve(__dirname, "../../../app");

export interface Shop {
  /** The backend: its app, database and mail outbox. */
  t: TestApp;
  backendUrl: string;
  /** Stops the backend's HTTP server (the database stays): the backend is "down". */
  stopBackend(): Promise<void>;
  /** Serves the backend again on the same port. */
  startBackend(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the backend as server.ts does, idle connections kept past the storefront's: with
 * Node's 5 s default, a storefront call after a quiet spell of about 5 s (a target that never
 * calls the backend) could go out on a connection the backend was closing, and fail with a
 * reset that no real deployment sees.
 */
function listen(t: TestApp, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: t.app.fetch, port, hostname: "127.0.0.1" }, () =>
      resolve(server),
    );
    keepConnectionsAlive(server);
    server.once("error", reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    if ("closeAllConnections" in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Starts the backend and points the storefront at it. Rate limits on both sides are scaled
 * up (×1000), so that hostile input reaches validation instead of stopping at a 429; the
 * limits have their own tests.
 */
export async function startShop({ timeoutMs = 8000 } = {}): Promise<Shop> {
  const t = await createTestApp({
    rateLimits: {
      limiter: createRateLimiter({ prefix: "api", scale: 1000 }),
      trustProxy: 0,
    },
  });
  let server = await listen(t, 0);
  const { port } = server.address() as AddressInfo;
  const backendUrl = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    BACKEND_URL: backendUrl,
    BACKEND_TIMEOUT_MS: String(timeoutMs),
    SITE_URL: SITE,
    AUTH_SECRET,
    CATALOGUE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RATE_LIMIT_SCALE: "1000",
  });
  let up = true;
  return {
    t,
    backendUrl,
    stopBackend: async () => {
      if (!up) return;
      up = false;
      await closeServer(server);
    },
    startBackend: async () => {
      if (up) return;
      server = await listen(t, port);
      up = true;
    },
    close: async () => {
      if (up) await closeServer(server);
      await t.close();
    },
  };
}

// ---- the storefront's route handlers ------------------------------------------------------

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (request: NextRequest, context: RouteContext) => Promise<Response>;

export interface Route {
  /** "/api/cart/[productId]": the path as the file tree spells it. */
  template: string;
  /** Dynamic segments in order; a catch-all one takes a list. */
  params: { name: string; catchAll: boolean }[];
  handlers: Partial<Record<Method, Handler>>;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function isHandler(value: unknown): value is Handler {
  return typeof value === "function";
}

/**
 * Every route handler under app/ (route groups dropped from the path), read from disk so a
 * handler added later is covered without anyone listing it here.
 */
export async function allRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const file of routeFiles(APP_DIR).sort()) {
    const segments = path
      .relative(APP_DIR, path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment));
    const params = segments
      .map((segment) => segment.match(/^\[(\.\.\.)?(.+)\]$/))
      .filter((match) => match !== null)
      .map((match) => ({ name: match[2] ?? "", catchAll: match[1] !== undefined }));
    const exported: Record<string, unknown> = await import(file);
    const handlers: Route["handlers"] = {};
    for (const method of METHODS) {
      const handler = exported[method];
      if (isHandler(handler)) handlers[method] = handler;
    }
    routes.push({ template: `/${segments.join("/")}`, params, handlers });
  }
  return routes;
}

/** The state-changing handlers: every POST, PUT, PATCH and DELETE. */
export function mutations(routes: Route[]): { route: Route; method: Method }[] {
  return routes.flatMap((route) =>
    METHODS.filter((method) => method !== "GET" && route.handlers[method]).map((method) => ({
      route,
      method,
    })),
  );
}

export interface CallOptions {
  /** Values of the dynamic segments (a catch-all takes a list); default "x". */
  params?: Record<string, string | string[]>;
  /** Appended to the URL as it is, e.g. "?q=%00". */
  query?: string;
  body?: BodyInit | null;
  /** Content-Type of the body; default application/json when there is a string body. */
  contentType?: string | null;
  /** The Origin header: the shop's own by default; null sends none. */
  origin?: string | null;
  /** The Cookie header (a session). */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The error the handler threw (which Next would answer with a 500), if any. */
  thrown?: unknown;
}

/**
 * A path segment as a client puts it in a URL: lone surrogates (which no URL can carry,
 * and encodeURIComponent refuses) become U+FFFD, as a browser's UTF-8 encoding makes them.
 */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(/\p{Surrogate}/gu, "\uFFFD"));
}

/** The URL path of `route` with its params filled in (each segment URL-encoded). */
function pathOf(route: Route, params: Record<string, string | string[]> = {}): string {
  let filled = route.template;
  for (const { name, catchAll } of route.params) {
    const value = params[name] ?? (catchAll ? ["x"] : "x");
    const encoded = Array.isArray(value)
      ? value.map(encodeSegment).join("/")
      : encodeSegment(value);
    filled = filled.replace(catchAll ? `[...${name}]` : `[${name}]`, encoded);
  }
  return filled;
}

/** Calls one handler as Next would, with a real request; a thrown error is reported, not raised. */
export async function callRoute(
  route: Route,
  method: Method,
  options: CallOptions = {},
): Promise<Answer> {
  const handler = route.handlers[method];
  if (!handler) throw new Error(`${route.template} has no ${method}`);
  const headers = new Headers({ host: new URL(SITE).host, ...options.headers });
  const origin = options.origin === undefined ? SITE : options.origin;
  if (origin !== null) headers.set("origin", origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  const { body } = options;
  const contentType =
    options.contentType === undefined
      ? typeof body === "string"
        ? "application/json"
        : null
      : options.contentType;
  if (contentType !== null) headers.set("content-type", contentType);
  const hasBody = body !== undefined && body !== null && method !== "GET";
  const request = new NextRequest(`${SITE}${pathOf(route, options.params)}${options.query ?? ""}`, {
    method,
    headers,
    ...(hasBody ? { body, duplex: "half" } : {}),
  });
  const params: Record<string, string | string[]> = {};
  for (const { name, catchAll } of route.params) {
    params[name] = options.params?.[name] ?? (catchAll ? ["x"] : "x");
  }
  try {
    const response = await inRequest(request, () =>
      handler(request, { params: Promise.resolve(params) }),
    );
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (thrown) {
    return { status: 500, headers: new Headers(), text: "", thrown };
  }
}

/** The route whose template is `template`; throws when there is none. */
export function route(routes: Route[], template: string): Route {
  const found = routes.find((candidate) => candidate.template === template);
  if (!found) throw new Error(`no route handler at ${template}`);
  return found;
}

// ---- shoppers ----------------------------------------------------------------------------

export interface ShopShopper {
  name: string;
  email: string;
  password: string;
  /** The Cookie header that carries the session (the storefront's side). */
  cookie: string;
  /** The backend token inside that session (the backend's side). */
  token: string;
  id: string;
}

/** `name=value` pairs of the Set-Cookie lines of `answer` that are not being deleted. */
function setCookies(answer: Answer): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of answer.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0 && !/max-age=0\b/i.test(line)) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return cookies;
}

/** The session cookie and backend token of an answer that logged someone in. */
async function sessionFrom(answer: Answer) {
  const value = setCookies(answer).get("uphaar.session");
  if (!value) throw new Error(`no session cookie in ${answer.status} ${answer.text}`);
  const { decodeSession } = await import("@/lib/auth/session");
  const session = await decodeSession(value);
  if (!session) throw new Error("the session cookie does not decode");
  return { cookie: `uphaar.session=${value}`, token: session.token, id: session.user.id };
}

/** POSTs a next-auth credentials callback with its CSRF token, as next-auth's signIn() does. */
async function nextAuthCallback(
  routes: Route[],
  provider: "signup" | "otp",
  fields: Record<string, string>,
): Promise<Answer> {
  const auth = route(routes, "/api/auth/[...nextauth]");
  const csrf = await callRoute(auth, "GET", { params: { nextauth: ["csrf"] } });
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const csrfCookie = [...setCookies(csrf)].map(([name, value]) => `${name}=${value}`).join("; ");
  return callRoute(auth, "POST", {
    params: { nextauth: ["callback", provider] },
    cookie: csrfCookie,
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams({ ...fields, csrfToken, json: "true" }).toString(),
  });
}

let serial = 0;

/** Signs a new shopper up through next-auth's sign-up step, as the sign-up form does. */
export async function signUpThroughShop(routes: Route[], tag: string): Promise<ShopShopper> {
  serial += 1;
  const shopper = {
    name: `Shopper ${tag}`,
    email: `${tag}-${serial}-${Date.now()}@example.in`,
    password: `a-long-password-${tag}`,
  };
  const answer = await nextAuthCallback(routes, "signup", shopper);
  return { ...shopper, ...(await sessionFrom(answer)) };
}

/** Logs `shopper` in again with password and mailed code: a second, separate session. */
export async function logInThroughShop(
  shop: Shop,
  routes: Route[],
  shopper: Pick<ShopShopper, "email" | "password">,
): Promise<Pick<ShopShopper, "cookie" | "token" | "id">> {
  const asked = await callRoute(route(routes, "/api/account/login"), "POST", {
    body: JSON.stringify({ email: shopper.email, password: shopper.password }),
  });
  if (asked.status !== 200) throw new Error(`login answered ${asked.status} ${asked.text}`);
  const otp = shop.t.lastCode(shopper.email, "login");
  if (!otp) throw new Error("no login code was mailed");
  return sessionFrom(await nextAuthCallback(routes, "otp", { email: shopper.email, otp }));
}

/** A request straight at the backend with `token` as the bearer. */
export async function backendCall(
  shop: Shop,
  method: string,
  pathname: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(`${shop.backendUrl}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: response.status, body: parsed, text };
}

// ---- the database ------------------------------------------------------------------------

const tables = Object.values(schema).filter((table) => is(table, PgTable));

/** How many rows each table holds: cheap enough to check after every refused request. */
export async function rowCounts(shop: Shop): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await shop.t.database.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

/** Every row of every table, one sorted JSON line per row, by table name. */
export async function dbSnapshot(shop: Shop): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const rows = await shop.t.database.db.select().from(table);
    snapshot[getTableName(table)] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join("\n");
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots (or row counts). */
export function changedTables<T>(before: Record<string, T>, after: Record<string, T>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** A stack trace or an internal detail that must never reach a client. */
export const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/src\/|stack|ECONNREFUSED|TypeError|ReferenceError/;
