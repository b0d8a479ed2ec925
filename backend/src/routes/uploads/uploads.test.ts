import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { PHOTO_MAX_BYTES, type Personalisation } from "@giftshop/shared/gifting";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { cartItems, orders, uploads } from "../../db/schema";
import { newId } from "../../lib/ids";
import { expectRefused, MALFORMED_IDS, testNeedsLiveToken } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { photo } from "../../test/photos";
import { shippingAddress, signUp, type Shopper } from "../../test/shopper";
import { appOver, createTestApp, testAppPerFile, type Json } from "../../test/test-app";
import {
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_SMALL,
  PHOTO_UNREADABLE,
} from "../../uploads/inspect";
import { MAX_UNORDERED_UPLOADS, PHOTO_BUDGET_BYTES } from "../../uploads/store";
import { PHOTO_BUDGET_FULL, PHOTO_NOT_FOUND, TOO_MANY_UPLOADS } from "./uploads.handlers";

const t = testAppPerFile();

interface UploadJson {
  id: string;
  width: number;
  height: number;
  lowResolution: boolean;
  type: string;
  size: number;
}

/** POSTs `bytes` as a photo, the way a browser sends a file (a declared type and a name). */
async function upload(
  shopper: Shopper | null,
  bytes: Uint8Array,
  { type = "image/jpeg", app = t.app }: { type?: string; app?: typeof t.app } = {},
) {
  const response = await app.request("/api/auth/uploads", {
    method: "POST",
    headers: {
      "content-type": type,
      "x-file-name": "photo.png",
      ...(shopper ? { authorization: `Bearer ${shopper.token}` } : {}),
    },
    body: new Uint8Array(bytes),
  });
  const body = (await response.json()) as Json;
  return { status: response.status, body };
}

/** Uploads `bytes` and expects 201; answers the upload. */
async function uploaded(shopper: Shopper, bytes: Uint8Array): Promise<UploadJson> {
  const answer = await upload(shopper, bytes);
  expect(answer.status).toBe(201);
  return answer.body.upload as UploadJson;
}

const fetchPhoto = (shopper: Shopper | null, id: string) =>
  t.app.request(`/api/auth/uploads/${id}`, {
    headers: shopper ? { authorization: `Bearer ${shopper.token}` } : {},
  });

/** Makes `ids` a day and an hour old, as if uploaded yesterday. */
const ageADay = (ids: string[]) =>
  t.database.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(inArray(uploads.id, ids));

const storedIds = async (shopper: Shopper) =>
  (
    await t.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.userId, shopper.id))
  )
    .map((row) => row.id)
    .sort();

let small: Buffer;
beforeAll(async () => {
  small = await photo("png", 200, 150);
});

describe("POST /api/auth/uploads", () => {
  testNeedsLiveToken(t, [["POST", "/api/auth/uploads", undefined]]);

  test("a PNG sent as image/jpeg is taken as the PNG it is, with the low-resolution warning", async () => {
    const shopper = await signUp(t, "upload-png");
    const bytes = await photo("png", 800, 600);
    const answer = await upload(shopper, bytes, { type: "image/jpeg" });
    expect(answer).toEqual({
      status: 201,
      body: {
        success: true,
        upload: {
          id: expect.stringMatching(/^[a-f0-9]{24}$/),
          width: 800,
          height: 600,
          lowResolution: true,
          type: "image/png",
          size: bytes.length,
        },
        warning:
          "This photo is small (800 × 600 px) and may print blurry. A photo at least 1200 px " +
          "on its short side prints sharp.",
      },
    });
  });

  test("a 1600 × 1200 JPEG over the JSON body limit is taken, without a warning", async () => {
    const shopper = await signUp(t, "upload-jpeg");
    const bytes = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(100 * 1024);
    const answer = await upload(shopper, bytes, { type: "application/octet-stream" });
    expect(answer.status).toBe(201);
    expect(answer.body).not.toHaveProperty("warning");
    expect(answer.body.upload).toMatchObject({
      width: 1600,
      height: 1200,
      lowResolution: false,
      type: "image/jpeg",
      size: bytes.length,
    });
  });

  test.each([
    ["an HTML page", "<!doctype html><script>alert(document.cookie)</script>"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])("%s declared as image/png is refused (415) and nothing is kept", async (_what, text) => {
    const shopper = await signUp(t, "upload-html");
    const answer = await upload(shopper, new TextEncoder().encode(text), { type: "image/png" });
    expectRefused(answer, 415, PHOTO_NOT_AN_IMAGE);
    expect(await storedIds(shopper)).toEqual([]);
  });

  test("a body over 10 MB is refused (413) with the photo's message", async () => {
    const shopper = await signUp(t, "upload-big");
    const oversized = new Uint8Array(PHOTO_MAX_BYTES + 1);
    oversized.set(small);
    expectRefused(await upload(shopper, oversized), 413, PHOTO_TOO_LARGE);
  });

  test("a tiny picture and a corrupt PNG are refused (400)", async () => {
    const shopper = await signUp(t, "upload-bad");
    expectRefused(await upload(shopper, await photo("png", 40, 40)), 400, PHOTO_TOO_SMALL);
    const corrupt = Buffer.concat([small.subarray(0, 8), Buffer.alloc(3000, 0x41)]);
    expectRefused(await upload(shopper, corrupt), 400, PHOTO_UNREADABLE);
    expect(await storedIds(shopper)).toEqual([]);
  });

  test(`a shopper holds at most ${MAX_UNORDERED_UPLOADS} unordered photos`, async () => {
    const shopper = await signUp(t, "upload-cap");
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNORDERED_UPLOADS; i++) ids.push((await uploaded(shopper, small)).id);
    expectRefused(await upload(shopper, small), 409, TOO_MANY_UPLOADS);
    expect(await storedIds(shopper)).toEqual([...ids].sort());

    // Ordered photos are the order's: they no longer count.
    const orderId = newId();
    await t.database.db
      .insert(orders)
      .values({ id: orderId, userId: shopper.id, totalAmount: 599, shippingAddress });
    await t.database.db
      .update(uploads)
      .set({ orderId })
      .where(eq(uploads.id, ids[0] ?? ""));
    await uploaded(shopper, small);
    expectRefused(await upload(shopper, small), 409, TOO_MANY_UPLOADS);
  });

  test("photos waiting to be printed are bounded in bytes, until their order is delivered", async () => {
    const shopper = await signUp(t, "upload-budget");
    // An open cash order (free to place) already holds photos up to the budget, bar a byte.
    const orderId = newId();
    await t.database.db
      .insert(orders)
      .values({ id: orderId, userId: shopper.id, totalAmount: 599, shippingAddress });
    await t.database.db.insert(uploads).values({
      id: newId(),
      userId: shopper.id,
      orderId,
      type: "image/jpeg",
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
      size: PHOTO_BUDGET_BYTES - 1,
      width: 2000,
      height: 1500,
    });
    expectRefused(await upload(shopper, small), 409, PHOTO_BUDGET_FULL);
    await t.database.db.update(orders).set({ status: "Delivered" }).where(eq(orders.id, orderId));
    expect((await upload(shopper, small)).status).toBe(201);
  });

  test("uploading first deletes the shopper's day-old photos nothing names, then counts", async () => {
    const shopper = await signUp(t, "upload-cleanup");
    const ids: string[] = [];
    for (let i = 0; i < MAX_UNORDERED_UPLOADS; i++) ids.push((await uploaded(shopper, small)).id);
    const [inCart, forgotten, ...rest] = ids;
    if (!inCart || !forgotten) throw new Error("expected uploads");
    const personalisation: Personalisation = { cakeMessage: "", cardMessage: "", photos: [inCart] };
    await t.database.db.insert(cartItems).values({
      userId: shopper.id,
      productId: productIds.truffle,
      lineKey: `${productIds.truffle}.abc`,
      quantity: 1,
      personalisation,
    });
    await ageADay([inCart, forgotten]);

    const fresh = await uploaded(shopper, small);
    expect(await storedIds(shopper)).toEqual([inCart, ...rest, fresh.id].sort());
  });

  test(`at most ${RATE_LIMITS["upload-user"].limit} uploads an hour per shopper (429)`, async () => {
    const app = appOver(t, {
      rateLimits: { limiter: createRateLimiter({ prefix: "api" }), trustProxy: 0 },
    });
    const shopper = await signUp(t, "upload-rate");
    const other = await signUp(t, "upload-rate-other");
    const notAPhoto = new TextEncoder().encode("not a photo");
    for (let i = 0; i < RATE_LIMITS["upload-user"].limit; i++) {
      expect((await upload(shopper, notAPhoto, { app })).status).toBe(415);
    }
    const refused = await upload(shopper, small, { app });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many attempts/);
    expect((await upload(other, small, { app })).status).toBe(201);
  });
});

describe("GET /api/auth/uploads/:id", () => {
  testNeedsLiveToken(t, [["GET", "/api/auth/uploads/0123456789abcdef01234567", undefined]]);

  test("the uploader gets the bytes with their sniffed type, privately cached, never sniffed", async () => {
    const shopper = await signUp(t, "serve-owner");
    const bytes = await photo("webp", 300, 300);
    const { id } = await uploaded(shopper, bytes);
    const response = await fetchPhoto(shopper, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("another shopper gets 404, as for an id that does not exist", async () => {
    const owner = await signUp(t, "serve-mine");
    const stranger = await signUp(t, "serve-stranger");
    const { id } = await uploaded(owner, small);
    for (const asked of [id, newId()]) {
      const response = await fetchPhoto(stranger, asked);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: PHOTO_NOT_FOUND });
    }
  });

  test.each(MALFORMED_IDS)("a malformed id (%s) is 404, not 400", async (id) => {
    const shopper = await signUp(t, "serve-malformed");
    const response = await fetchPhoto(shopper, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: PHOTO_NOT_FOUND });
  });
});

describe("contract mode", () => {
  test("has no uploads, and keeps its JSON body limit on that path", async () => {
    const contract = await createTestApp({ profile: "contract" });
    try {
      const shopper = await signUp(contract, "contract-upload");
      expect((await upload(shopper, small, { app: contract.app })).status).toBe(404);
      const big = new Uint8Array(200 * 1024);
      big.set(small);
      expect((await upload(shopper, big, { app: contract.app })).status).toBe(413);
    } finally {
      await contract.close();
    }
  });
});
