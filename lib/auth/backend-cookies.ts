import "server-only";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { quickRedis } from "@giftshop/shared/redis/quick-client";
import { env } from "@/lib/env";
import { SESSION_ABSOLUTE_SECONDS } from "./lifetime";

/**
 * Cookies a backend sets on its auth calls (docs/contract.md, Conventions: "Cookies and credentials
 * are sent with the auth calls"), kept on the server per session and sent back on that session's
 * later backend calls. They never reach the browser nor the session cookie: a session's jar is
 * found by the SHA-256 of its backend token, which lives only inside the encrypted session.
 * docs/accounts.md "What the storefront needs from the backend's auth calls".
 */

/** One cookie as kept: its value and when it expires (ms since the epoch; null: with the jar). */
interface KeptCookie {
  name: string;
  value: string;
  expiresAt: number | null;
}

/** Where jars live: this process's memory, or Redis shared by every storefront. */
export interface JarStore {
  get(key: string): Promise<KeptCookie[]>;
  set(key: string, cookies: KeptCookie[], ttlMs: number): Promise<void>;
  drop(key: string): Promise<void>;
}

/** How many sessions' jars the memory store keeps; past it the least recently written goes. */
const MEMORY_JAR_LIMIT = 100_000;

/** Jars in this process: bounded, oldest write dropped first, each with its own expiry. */
export class MemoryJarStore implements JarStore {
  private readonly jars = new Map<string, { cookies: KeptCookie[]; until: number }>();

  constructor(private readonly limit = MEMORY_JAR_LIMIT) {}

  async get(key: string) {
    const jar = this.jars.get(key);
    if (jar && jar.until > Date.now()) return jar.cookies;
    this.jars.delete(key);
    return [];
  }

  async set(key: string, cookies: KeptCookie[], ttlMs: number) {
    // Re-inserted, so the Map's order is the order of last writes.
    this.jars.delete(key);
    this.jars.set(key, { cookies, until: Date.now() + ttlMs });
    for (const oldest of this.jars.keys()) {
      if (this.jars.size <= this.limit) break;
      this.jars.delete(oldest);
    }
  }

  async drop(key: string) {
    this.jars.delete(key);
  }

  get size() {
    return this.jars.size;
  }
}

/**
 * Jars in Redis (one JSON value per session, expiring with the session), so a shopper's
 * calls carry the same cookies whichever storefront instance serves them. While Redis cannot
 * be reached, calls go without the kept cookies and one warning is logged per outage.
 */
export class RedisJarStore implements JarStore {
  private readonly client: Redis;
  private failing = false;
  private readonly connected: () => Promise<void>;

  constructor(url: string, timeoutMs = 500) {
    ({ client: this.client, connected: this.connected } = quickRedis(url, timeoutMs, (error) =>
      this.fail(error),
    ));
  }

  private async run<T>(command: () => Promise<T>, fallback: T): Promise<T> {
    try {
      await this.connected();
      const answer = await command();
      this.failing = false;
      return answer;
    } catch (error) {
      this.fail(error);
      return fallback;
    }
  }

  async get(key: string) {
    const raw = await this.run(() => this.client.get(key), null);
    if (!raw) return [];
    try {
      return JSON.parse(raw) as KeptCookie[];
    } catch {
      return [];
    }
  }

  async set(key: string, cookies: KeptCookie[], ttlMs: number) {
    await this.run(() => this.client.set(key, JSON.stringify(cookies), "PX", ttlMs), null);
  }

  async drop(key: string) {
    await this.run(() => this.client.del(key), 0);
  }

  private fail(error: unknown) {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[backend-cookies] Redis unavailable (${reason}); calls go without kept cookies.`);
  }

  async close() {
    this.client.disconnect();
  }
}

// One store per process, kept on globalThis like the rate limiter's: a route bundle or a dev
// reload that loads this module again must find the same jars (and no second connection).
const SHARED = Symbol.for("uphaar.backendCookieJars");
const registry = globalThis as typeof globalThis & { [SHARED]?: JarStore };

/** The jars: Redis when REDIS_URL is set, else this process's memory. */
function jarStore(): JarStore {
  const { REDIS_URL } = env();
  registry[SHARED] ??= REDIS_URL ? new RedisJarStore(REDIS_URL) : new MemoryJarStore();
  return registry[SHARED];
}

/** Replaces the store (tests); undefined goes back to the configured one. */
export function useJarStore(store: JarStore | undefined): void {
  if (store) registry[SHARED] = store;
  else delete registry[SHARED];
}

/** The cookies of one Set-Cookie line, or the name to forget (Max-Age ≤ 0, Expires past). */
function parseSetCookie(line: string, now: number): KeptCookie | null {
  const [pair = "", ...attributes] = line.split(";");
  const equals = pair.indexOf("=");
  if (equals <= 0) return null;
  const cookie: KeptCookie = {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    expiresAt: null,
  };
  let maxAge: number | null = null;
  for (const attribute of attributes) {
    const [key = "", ...rest] = attribute.split("=");
    const value = rest.join("=").trim();
    const name = key.trim().toLowerCase();
    if (name === "max-age" && /^-?\d+$/.test(value)) maxAge = Number(value);
    if (name === "expires" && !Number.isNaN(Date.parse(value)))
      cookie.expiresAt = Date.parse(value);
  }
  // Max-Age wins over Expires (RFC 6265 §5.3).
  if (maxAge !== null) cookie.expiresAt = now + maxAge * 1000;
  return cookie;
}

const alive = (cookie: KeptCookie, now: number) =>
  cookie.expiresAt === null || cookie.expiresAt > now;

/** A session's jar: the Cookie header for its next call, and what its answers set. */
export interface CookieJar {
  /** The kept cookies that have not expired, as a Cookie header; null when there are none. */
  header(): Promise<string | null>;
  /** Keeps the cookies of an answer's Set-Cookie lines (a cookie set again is replaced). */
  keep(setCookieLines: readonly string[]): Promise<void>;
  /** Forgets every cookie of the session (logout). */
  drop(): Promise<void>;
}

const jarKey = (token: string) => `bc:${createHash("sha256").update(token).digest("base64url")}`;

/** The jar of the session whose backend token is `token`. */
export function cookieJarOf(token: string, store: JarStore = jarStore()): CookieJar {
  const key = jarKey(token);
  return {
    async header() {
      const now = Date.now();
      const cookies = (await store.get(key)).filter((cookie) => alive(cookie, now));
      return cookies.length
        ? cookies.map(({ name, value }) => `${name}=${value}`).join("; ")
        : null;
    },
    async keep(lines) {
      if (lines.length === 0) return;
      const now = Date.now();
      const byName = new Map((await store.get(key)).map((cookie) => [cookie.name, cookie]));
      for (const line of lines) {
        const cookie = parseSetCookie(line, now);
        if (!cookie) continue;
        byName.set(cookie.name, cookie);
      }
      const kept = [...byName.values()].filter((cookie) => alive(cookie, now));
      if (kept.length === 0) await store.drop(key);
      else await store.set(key, kept, SESSION_ABSOLUTE_SECONDS * 1000);
    },
    drop: () => store.drop(key),
  };
}

/**
 * The Cookie header of a session's call: the kept cookies, and the token itself as a `token`
 * cookie unless the backend set one. The shop's original backend reads the session only from
 * that cookie on its user, verification and order routes (docs/original-backend.md §2), so it
 * must not depend on a jar that Redis may have lost or a restart emptied; a backend that reads
 * the bearer or `token` header ignores it.
 */
function withTokenCookie(kept: string | null, token: string): string {
  const names = (kept ?? "").split(";").map((pair) => pair.split("=")[0]?.trim());
  if (kept && names.includes("token")) return kept;
  const own = `token=${encodeURIComponent(token)}`;
  return kept ? `${kept}; ${own}` : own;
}

/**
 * The jar of the session a backend call is made for, found by the token it carries (a bearer
 * Authorization header or a `token` header, docs/contract.md, Conventions); null for a call without
 * one. Its Cookie header always carries the token (`withTokenCookie`).
 */
export function cookieJarFor(headers: Record<string, string>): CookieJar | null {
  const lower = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const bearer = /^Bearer\s+(.+)$/i.exec(lower.get("authorization") ?? "")?.[1];
  const token = bearer ?? lower.get("token");
  if (!token) return null;
  const jar = cookieJarOf(token);
  return { ...jar, header: async () => withTokenCookie(await jar.header(), token) };
}
