/**
 * The occasions router (mounted under /api in the full profile only): a shopper's own occasions
 * behind their token, and the reminder mail's unsubscribe, whose token is its own proof.
 */
import { Hono } from "hono";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import type { Clock } from "../../delivery/clock";
import * as handle from "./occasions.handlers";

export function occasionRoutes(db: Db, clock: Clock) {
  const deps = { db, clock };
  const auth = requireUser(db);
  return (
    new Hono<AuthedEnv>()
      // Before the `:id` routes, so "unsubscribe" is never read as an id.
      .post("/client/occasions/unsubscribe", handle.unsubscribe(deps))
      .get("/client/occasions", auth, handle.listOccasions(deps))
      .post("/client/occasions", auth, handle.addOccasion(deps))
      .delete("/client/occasions/:id", auth, handle.deleteOccasion(deps))
  );
}
