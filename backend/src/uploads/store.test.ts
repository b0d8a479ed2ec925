import { eq } from "drizzle-orm";
import type { Personalisation } from "@giftshop/shared/gifting";
import { cartItems, orders, uploads, users } from "../db/schema";
import { applyCatalogue } from "../seed/apply";
import { fixtureCatalogue, productIds } from "../test/fixture";
import { perFile } from "../test/per-file";
import { shippingAddress } from "../test/shopper";
import { openTestDatabase } from "../test/test-db";
import { newId } from "../lib/ids";
import {
  UPLOAD_KEEP_MS,
  cleanUpUploads,
  countUnordered,
  markOrdered,
  photoRefs,
  readUpload,
  saveUpload,
} from "./store";

const database = perFile(async () => {
  const opened = await openTestDatabase();
  await applyCatalogue(opened.db, fixtureCatalogue());
  return opened;
});
const db = () => database.db;

/** The database stamps saveUpload's rows with its own clock: "now" is the real time. */
const NOW = new Date();
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

async function newUser(): Promise<string> {
  const id = newId();
  await db()
    .insert(users)
    .values({ id, name: "Asha", email: `${id}@example.in`, passwordHash: "not-a-real-hash" });
  return id;
}

async function newOrder(userId: string): Promise<string> {
  const id = newId();
  await db().insert(orders).values({ id, userId, totalAmount: 599, shippingAddress });
  return id;
}

/** An upload of `userId` made at `createdAt`, straight into the table. */
async function upload(
  userId: string,
  createdAt: Date,
  { width = 1600, height = 1200 }: { width?: number; height?: number } = {},
): Promise<string> {
  const id = newId();
  await db()
    .insert(uploads)
    .values({
      id,
      userId,
      type: "image/jpeg",
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      size: 4,
      width,
      height,
      createdAt,
    });
  return id;
}

/** A personalised cart line naming `photos` (its key is not the product id, as such lines are). */
async function cartLine(
  userId: string,
  photos: string[],
  productId: string = productIds.truffle,
  createdAt?: Date,
) {
  const personalisation: Personalisation = { cakeMessage: "", cardMessage: "", photos };
  await db()
    .insert(cartItems)
    .values({
      userId,
      productId,
      lineKey: `${productId}.${newId().slice(0, 8)}`,
      quantity: 1,
      personalisation,
      ...(createdAt ? { createdAt } : {}),
    });
}

async function remaining(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return rows.map((row) => row.id).sort();
}

describe("saveUpload and readUpload", () => {
  test("a saved photo is read back, bytes and type, by its uploader only", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const saved = await saveUpload(db(), {
      userId: owner,
      type: "image/png",
      bytes,
      width: 800,
      height: 600,
    });
    expect(saved).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      width: 800,
      height: 600,
      lowResolution: true,
      type: "image/png",
      size: 7,
    });
    const read = await readUpload(db(), owner, saved.id);
    expect(read?.type).toBe("image/png");
    expect([...(read?.bytes ?? [])]).toEqual([...bytes]);
    expect(await readUpload(db(), stranger, saved.id)).toBeNull();
  });
});

describe("photoRefs", () => {
  test("describes the shopper's own photos in the order asked, leaving out anyone else's", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const sharp = await upload(owner, NOW, { width: 1600, height: 1200 });
    const soft = await upload(owner, NOW, { width: 800, height: 1600 });
    const theirs = await upload(stranger, NOW);
    expect(await photoRefs(db(), owner, [soft, theirs, newId(), sharp])).toEqual([
      { id: soft, width: 800, height: 1600, lowResolution: true },
      { id: sharp, width: 1600, height: 1200, lowResolution: false },
    ]);
    expect(await photoRefs(db(), owner, [])).toEqual([]);
  });

  test("the same photo twice on a line is described twice", async () => {
    const owner = await newUser();
    const photo = await upload(owner, NOW);
    expect((await photoRefs(db(), owner, [photo, photo])).map((ref) => ref.id)).toEqual([
      photo,
      photo,
    ]);
  });
});

describe("markOrdered", () => {
  test("marks the ordered photos with the order, leaves the rest, keeps an earlier order's", async () => {
    const owner = await newUser();
    const first = await newOrder(owner);
    const second = await newOrder(owner);
    const [a, b, c] = [
      await upload(owner, NOW),
      await upload(owner, NOW),
      await upload(owner, NOW),
    ];
    await markOrdered(db(), owner, [a], first);
    await db().transaction((tx) => markOrdered(tx, owner, [a, b], second));
    const orderOf = async (id: string) =>
      (await db().select({ orderId: uploads.orderId }).from(uploads).where(eq(uploads.id, id)))[0]
        ?.orderId;
    expect(await orderOf(a)).toBe(first);
    expect(await orderOf(b)).toBe(second);
    expect(await orderOf(c)).toBeNull();
    expect(await countUnordered(db(), owner)).toBe(1);
  });
});

describe("cleanUpUploads", () => {
  test("deletes day-old photos nothing names; keeps recent ones, cart lines' and orders'", async () => {
    const owner = await newUser();
    const oldForgotten = await upload(owner, hoursAgo(25));
    const oldInCart = await upload(owner, hoursAgo(25));
    const oldSecondOnLine = await upload(owner, hoursAgo(48));
    const oldOrdered = await upload(owner, hoursAgo(72));
    const recent = await upload(owner, hoursAgo(23));
    await cartLine(owner, [oldInCart]);
    await cartLine(owner, [recent, oldSecondOnLine], productIds.redRoses);
    await markOrdered(db(), owner, [oldOrdered], await newOrder(owner));

    expect(await cleanUpUploads(db(), NOW)).toEqual([oldForgotten]);
    expect(await remaining(owner)).toEqual([oldInCart, oldSecondOnLine, oldOrdered, recent].sort());
  });

  test("an abandoned cart's photo line goes after 30 days with its photos; other lines stay", async () => {
    const owner = await newUser();
    const abandoned = await upload(owner, hoursAgo(31 * 24));
    const kept = await upload(owner, hoursAgo(29 * 24));
    await cartLine(owner, [abandoned], productIds.truffle, hoursAgo(31 * 24));
    await cartLine(owner, [kept], productIds.redRoses, hoursAgo(29 * 24));
    // A plain line as old stays: only photos make a line worth clearing.
    await db()
      .insert(cartItems)
      .values({
        userId: owner,
        productId: productIds.pinkRoses,
        lineKey: productIds.pinkRoses,
        quantity: 1,
        createdAt: hoursAgo(60 * 24),
      });
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([abandoned]);
    expect(await remaining(owner)).toEqual([kept]);
    const lines = await db()
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.userId, owner));
    expect(lines.map((line) => line.productId).sort()).toEqual(
      [productIds.redRoses, productIds.pinkRoses].sort(),
    );
  });

  test("a photo leaves the cart, then goes at the next clean-up", async () => {
    const owner = await newUser();
    const photo = await upload(owner, hoursAgo(30));
    await cartLine(owner, [photo]);
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([]);
    await db().delete(cartItems).where(eq(cartItems.userId, owner));
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([photo]);
  });

  test("a line naming other photos, or none, does not keep one", async () => {
    const owner = await newUser();
    const photo = await upload(owner, hoursAgo(30));
    const other = await upload(owner, NOW);
    await cartLine(owner, [other]);
    // A line with only messages: personalisation without photos.
    await cartLine(owner, [], productIds.pinkRoses);
    // The id as a message is not the photo on a line.
    await db()
      .insert(cartItems)
      .values({
        userId: owner,
        productId: productIds.blackForest,
        lineKey: `${productIds.blackForest}.abc`,
        quantity: 1,
        personalisation: { cakeMessage: photo, cardMessage: "", photos: [] },
      });
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([photo]);
  });

  test("for one shopper, only that shopper's photos go", async () => {
    const owner = await newUser();
    const other = await newUser();
    const mine = await upload(owner, hoursAgo(30));
    const theirs = await upload(other, hoursAgo(30));
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([mine]);
    expect(await remaining(other)).toEqual([theirs]);
    expect(await cleanUpUploads(db(), NOW)).toContain(theirs);
  });

  test("exactly a day old is still kept", async () => {
    const owner = await newUser();
    const photo = await upload(owner, new Date(NOW.getTime() - UPLOAD_KEEP_MS));
    expect(await cleanUpUploads(db(), NOW, owner)).toEqual([]);
    expect(await remaining(owner)).toEqual([photo]);
  });
});
