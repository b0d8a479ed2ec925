/** The delivery router (no login): what the shop promises at a pincode (docs/delivery.md). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import type { Clock } from "../../delivery/clock";
import * as handle from "./delivery.handlers";

export function deliveryRoutes(db: Db, clock: Clock) {
  const deps = { db, clock };
  return new Hono()
    .get("/delivery/pincode/:pin", handle.pincode(deps))
    .get("/delivery/options", handle.options(deps))
    .get("/delivery/slots", handle.slots(deps));
}
