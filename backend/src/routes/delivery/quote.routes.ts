/** The delivery quote router (mounted under /api in full mode only; docs/delivery.md). */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { Clock } from "../../delivery/clock";
import * as handle from "./quote.handlers";

export function quoteRoutes(db: Db, clock: Clock) {
  const deps = { db, clock };
  return new Hono<AuthedEnv>().post("/delivery/quote", requireUser(db), handle.quote(deps));
}
