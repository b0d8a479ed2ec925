/**
 * The photos a gift line names (docs/gifting.md, Photos): whose they are, how they are shown,
 * and keeping them with the order they were printed for. A small reading of the `uploads`
 * table for the cart and orders; the uploads module owns storing and serving the bytes.
 */
import { and, eq, inArray } from "drizzle-orm";
import { PRINT_MIN_PX, type PhotoRef } from "@giftshop/shared/gifting";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

type Reader = Pick<Db, "select">;

const describe = (row: { id: string; width: number; height: number }): PhotoRef => ({
  id: row.id,
  width: row.width,
  height: row.height,
  lowResolution: Math.min(row.width, row.height) < PRINT_MIN_PX,
});

/**
 * The photos among `ids` uploaded by `userId`, by id (another shopper's, or a missing one, is
 * simply absent, so a caller tells "not found" without confirming a stranger's upload).
 */
export async function ownedPhotos(
  db: Reader,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, PhotoRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
  return new Map(rows.map((row) => [row.id, describe(row)]));
}

/** `ids` described in their order, for lines already checked; a photo gone since is left out. */
export async function describePhotos(
  db: Reader,
  userId: string,
  ids: readonly string[],
): Promise<PhotoRef[]> {
  const found = await ownedPhotos(db, userId, ids);
  return ids.flatMap((id) => {
    const photo = found.get(id);
    return photo ? [photo] : [];
  });
}

/** Keeps the shopper's photos `ids` with `orderId`, so clean-up leaves them and its owner sees them. */
export async function markPhotosOrdered(
  tx: Pick<Db, "update">,
  userId: string,
  ids: readonly string[],
  orderId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(uploads)
    .set({ orderId })
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
}

/** The photos kept with `orderIds`, by id: what an order's lines show of them. */
export async function orderedPhotos(
  db: Reader,
  orderIds: readonly string[],
): Promise<Map<string, PhotoRef>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(inArray(uploads.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.id, describe(row)]));
}
