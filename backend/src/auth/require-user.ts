/**
 * Reads the caller's token (docs/contract.md, Conventions: `Authorization: Bearer …` or a header
 * named
 * `token`) and loads its user; calls without a live token answer 401.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { fail } from "../lib/http";
import { userForToken, type TokenUser } from "./tokens";

export const NOT_AUTHORIZED = "Not authorized. Please log in again.";

/** The token a request carries, or null. */
export function tokenFrom(c: Context): string | null {
  const authorization = c.req.header("authorization");
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? c.req.header("token")?.trim();
  return token ? token : null;
}

export type AuthedEnv = { Variables: { user: TokenUser; token: string } };

/** Middleware that sets `c.var.user` and `c.var.token`, or answers 401. */
export function requireUser(db: Db) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const token = tokenFrom(c);
    const user = token ? await userForToken(db, token) : null;
    if (!token || !user) fail(401, NOT_AUTHORIZED);
    c.set("user", user);
    c.set("token", token);
    await next();
  });
}
