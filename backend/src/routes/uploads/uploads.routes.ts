/**
 * The photo router (mounted under /api/auth in full mode only; a contract backend has no
 * uploads): every route needs a signed-in shopper. An upload's body is a photo, so it has its
 * own body limit, PHOTO_MAX_BYTES, in place of the app's JSON one.
 */
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { PHOTO_MAX_BYTES } from "@giftshop/shared/gifting";
import type { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { requireUser, type AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { bodyLimit } from "../../lib/body-limit";
import { failRetryLater } from "../../lib/http";
import { PHOTO_TOO_LARGE } from "../../uploads/inspect";
import * as handle from "./uploads.handlers";

/** Where photos are uploaded; the app's JSON body limit leaves this one call to the router. */
const PHOTO_UPLOAD_PATH = "/api/auth/uploads";

/** Whether `c` is a photo upload (the app skips its JSON body limit for it). */
export const isPhotoUpload = (c: Context) =>
  c.req.method === "POST" && c.req.path === PHOTO_UPLOAD_PATH;

/** Counts the signed-in shopper's uploads (rule `upload-user`); 429 over the limit. */
const uploadsPerShopper = (limiter: RateLimiter) =>
  createMiddleware<AuthedEnv>(async (c, next) => {
    const verdict = await limiter.check([["upload-user", `user:${c.var.user.id}`]]);
    if (!verdict.ok) failRetryLater(verdict.retryAfterSeconds, verdict.message, verdict.status);
    await next();
  });

export function uploadRoutes(db: Db, limiter: RateLimiter) {
  const deps = { db };
  const auth = requireUser(db);
  return new Hono<AuthedEnv>()
    .post(
      "/uploads",
      bodyLimit(PHOTO_MAX_BYTES, PHOTO_TOO_LARGE),
      auth,
      uploadsPerShopper(limiter),
      handle.uploadPhoto(deps),
    )
    .get("/uploads/:id", auth, handle.servePhoto(deps));
}
