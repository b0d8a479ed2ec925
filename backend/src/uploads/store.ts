/**
 * Shoppers' photos in the database (docs/gifting.md, Photos): bytes in PostgreSQL, so every
 * backend process serves them. A photo is its uploader's alone; once ordered it is marked with
 * the order and kept with it. One that no cart line and no order names is deleted a day after
 * it was uploaded (hourly by the server, and for a shopper each time they upload).
 */
import { and, count, eq, inArray, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { PRINT_MIN_PX, type PhotoRef, type PhotoType } from "@giftshop/shared/gifting";
import type { Db } from "../db/client";
import { cartItems, orders, uploads } from "../db/schema";
import { newId } from "../lib/ids";

/** Most uploads a shopper may hold that no order has taken yet. */
export const MAX_UNORDERED_UPLOADS = 20;
/** How long an upload that nothing names is kept: time to put it in the cart. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often the server deletes the uploads nothing names. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** An upload as the shopper is told about it (201 answer). */
export interface SavedUpload extends PhotoRef {
  type: PhotoType;
  size: number;
}

/** Whether a photo's short side is below what prints sharp. */
const isLowResolution = (width: number, height: number) => Math.min(width, height) < PRINT_MIN_PX;

/** Saves a photo inspectPhoto has taken, as `userId`'s; answers what the shopper is told. */
export async function saveUpload(
  db: Pick<Db, "insert">,
  photo: { userId: string; type: PhotoType; bytes: Uint8Array; width: number; height: number },
): Promise<SavedUpload> {
  const id = newId();
  const size = photo.bytes.byteLength;
  await db.insert(uploads).values({
    id,
    userId: photo.userId,
    type: photo.type,
    bytes: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, size),
    size,
    width: photo.width,
    height: photo.height,
  });
  const { width, height, type } = photo;
  return { id, width, height, lowResolution: isLowResolution(width, height), type, size };
}

/** The bytes and type of upload `id` when `userId` uploaded it; null otherwise. */
export async function readUpload(
  db: Pick<Db, "select">,
  userId: string,
  id: string,
): Promise<{ type: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ type: uploads.type, bytes: uploads.bytes })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row ?? null;
}

/**
 * The photos among `ids` that `userId` uploaded, described as a cart line or an order item
 * shows them, in the order of `ids`; ids that are not theirs (or not at all) are left out, so
 * a caller compares lengths to find a missing one.
 */
export async function photoRefs(
  db: Pick<Db, "select">,
  userId: string,
  ids: readonly string[],
): Promise<PhotoRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...new Set(ids)])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, lowResolution: isLowResolution(row.width, row.height) }] : [];
  });
}

/**
 * Marks `userId`'s photos `ids` as printed for `orderId` (call it in place-order's
 * transaction), so they are kept with the order and its owner still sees them. A photo already
 * taken by an earlier order stays with that one.
 */
export async function markOrdered(
  tx: Pick<Db, "update">,
  userId: string,
  ids: readonly string[],
  orderId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(uploads)
    .set({ orderId })
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(uploads.id, [...new Set(ids)]),
        isNull(uploads.orderId),
      ),
    );
}

/** The photos kept with `orderIds`, by id: what an order's lines show of them. */
export async function orderedPhotos(
  db: Pick<Db, "select">,
  orderIds: readonly string[],
): Promise<Map<string, PhotoRef>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(inArray(uploads.orderId, [...orderIds]));
  return new Map(
    rows.map((row) => [row.id, { ...row, lowResolution: isLowResolution(row.width, row.height) }]),
  );
}

/**
 * The bytes of photos a shopper may keep waiting to be printed: photos no order has taken yet,
 * and those of orders not yet delivered (a cancelled order's are deleted). Without it, cash
 * orders (free to place) could store photos without end (docs/security.md).
 */
export const PHOTO_BUDGET_BYTES = 100 * 1024 * 1024;

/** The bytes of `userId`'s photos the budget counts. */
export async function waitingPhotoBytes(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .leftJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(eq(uploads.userId, userId), or(isNull(uploads.orderId), ne(orders.status, "Delivered"))),
    );
  return Number(row?.bytes ?? 0);
}

/** How many of `userId`'s uploads no order has taken (the cap counts these). */
export async function countUnordered(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.orderId)));
  return row?.n ?? 0;
}

/**
 * How long a cart line with photos waits for its order: after that the cart is abandoned, the
 * line goes and its photos with it (a stranger's photos are not kept for ever for a cart).
 */
const ABANDONED_PHOTO_LINE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the cart lines with photos added more than ABANDONED_PHOTO_LINE_MS before `now`, then
 * the uploads older than a day that no order has taken and no cart line of their uploader names
 * (`cart_items.personalisation.photos`), only `userId`'s when given; answers the uploads' ids. A line can only name its own shopper's photos (the cart checks), so only
 * that shopper's lines are searched, along the cart's primary key.
 */
export async function cleanUpUploads(
  db: Pick<Db, "delete" | "select">,
  now: Date,
  userId?: string,
): Promise<string[]> {
  await db
    .delete(cartItems)
    .where(
      and(
        lt(cartItems.createdAt, new Date(now.getTime() - ABANDONED_PHOTO_LINE_MS)),
        sql`jsonb_array_length(coalesce(${cartItems.personalisation} -> 'photos', '[]'::jsonb)) > 0`,
        userId === undefined ? undefined : eq(cartItems.userId, userId),
      ),
    );
  const namedByCartLine = db
    .select({ one: sql`1` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, uploads.userId),
        sql`${cartItems.personalisation} -> 'photos' @> jsonb_build_array(${uploads.id})`,
      ),
    );
  const deleted = await db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.orderId),
        lt(uploads.createdAt, new Date(now.getTime() - UPLOAD_KEEP_MS)),
        userId === undefined ? undefined : eq(uploads.userId, userId),
        notExists(namedByCartLine),
      ),
    )
    .returning({ id: uploads.id });
  return deleted.map((row) => row.id).sort();
}
