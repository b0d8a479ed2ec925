/**
 * A shopper's photos for photo gifts (docs/gifting.md, Photos; bearer token). An upload is the
 * photo's bytes as the body, judged by those bytes alone (uploads/inspect.ts) and kept in the
 * database; it is served back to its uploader only, and to nobody else is it even confirmed.
 */
import type { Handler } from "hono";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { lockUser } from "../../db/lock-user";
import { fail } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { inspectPhoto } from "../../uploads/inspect";
import {
  MAX_UNORDERED_UPLOADS,
  PHOTO_BUDGET_BYTES,
  cleanUpUploads,
  countUnordered,
  readUpload,
  saveUpload,
  waitingPhotoBytes,
} from "../../uploads/store";

export const TOO_MANY_UPLOADS =
  "You have uploaded 20 photos that are not in an order yet. Please use one of them, or try again tomorrow.";
export const PHOTO_NOT_FOUND = "This photo was not found.";
export const PHOTO_BUDGET_FULL =
  "Your photos waiting to be printed take 100 MB already. Please use the ones you have, or " +
  "upload more once your orders are delivered.";

/** How long a browser may keep a photo it was shown (it never changes under its id). */
const PHOTO_CACHE_CONTROL = "private, max-age=3600";

interface UploadDeps {
  db: Db;
}

type UploadHandler = (deps: UploadDeps) => Handler<AuthedEnv>;

/**
 * POST /uploads: the body is the photo. Refused for its size (413), its type (415), unreadable,
 * too small or too many pixels (400), or when the shopper already holds the most photos no
 * order has taken, or PHOTO_BUDGET_BYTES of photos waiting to be printed (409), counted after
 * their day-old unused photos are cleaned up.
 */
export const uploadPhoto: UploadHandler =
  ({ db }) =>
  async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const verdict = await inspectPhoto(bytes);
    if (!verdict.ok) fail(verdict.status, verdict.message);
    const { type, width, height, warning } = verdict;
    const userId = c.var.user.id;
    const upload = await db.transaction(async (tx) => {
      // One upload at a time per shopper, so two at the cap cannot both get in.
      await lockUser(tx, userId);
      await cleanUpUploads(tx, new Date(), userId);
      if ((await countUnordered(tx, userId)) >= MAX_UNORDERED_UPLOADS) return TOO_MANY_UPLOADS;
      if ((await waitingPhotoBytes(tx, userId)) + bytes.length > PHOTO_BUDGET_BYTES) {
        return PHOTO_BUDGET_FULL;
      }
      return saveUpload(tx, { userId, type, bytes, width, height });
    });
    if (typeof upload === "string") fail(409, upload);
    return c.json({ success: true, upload, ...(warning ? { warning } : {}) }, 201);
  };

/**
 * GET /uploads/:id: the photo's bytes with the type sniffed at upload, to its uploader; 404
 * for anyone else and for an id that is not one. Never sniffed as anything else by a browser,
 * and nothing in it may run if it is opened on its own.
 */
export const servePhoto: UploadHandler =
  ({ db }) =>
  async (c) => {
    const id = idSchema.safeParse(c.req.param("id"));
    const photo = id.success ? await readUpload(db, c.var.user.id, id.data) : null;
    if (!photo) fail(404, PHOTO_NOT_FOUND);
    return c.body(new Uint8Array(photo.bytes), 200, {
      "Content-Type": photo.type,
      "Cache-Control": PHOTO_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  };
