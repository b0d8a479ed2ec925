/** The add-ons router (no login): small extras offered before the address (docs/gifting.md). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import * as handle from "./addons.handlers";

/** Full mode only: app.ts does not register it in contract mode, so /api/addons answers 404. */
export function addonsRoutes(db: Db) {
  return new Hono().get("/addons", handle.listAddOns({ db }));
}
