/** The reviews router, reading from and writing to `db`. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, type BackendProfile } from "../../profile";
import * as handle from "./reviews.handlers";

export function reviewRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  return new Hono()
    .get("/product/reviews/:id", handle.listReviews(db))
    .post("/product/review", handle.addReview(db, profile));
}
