/** The newsletter router, writing to `db`. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import * as handle from "./newsletter.handlers";

export function newsletterRoutes(db: Db) {
  return new Hono().post("/newsletter", handle.subscribe(db));
}
