/** The feedback router, writing to `db`. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import * as handle from "./feedback.handlers";

export function feedbackRoutes(db: Db) {
  return new Hono().post("/feedback", handle.submitFeedback(db));
}
