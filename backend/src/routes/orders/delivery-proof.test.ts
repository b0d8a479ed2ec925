/**
 * Proof of delivery (docs/after-the-order.md, "Proof of delivery"): Delivered only with a photo
 * or the recipient's code; the code is the owner's to pass on, the photo the owner's to see.
 */
import { eq } from "drizzle-orm";
import { orders, uploads } from "../../db/schema";
import { expectRefused } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { photo } from "../../test/photos";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import { ledger, signUpWithCart, signUp, type Shopper } from "../../test/shopper";
import { appOver, testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { OPERATOR_NOT_AUTHORIZED } from "../operator/operator.routes";
import { NEEDS_PROOF, setOrderStatus } from "./order-status";
import { WRONG_RECIPIENT_CODE, recordDelivery } from "./delivery-proof";
import { PROOF_PHOTO_NOT_FOUND } from "./orders.handlers";

const t = testAppPerFile();
const OPERATOR_TOKEN = "operator-token-for-the-tests-0123456789";

/** A cash order of red roses for a new shopper; its id and its owner. */
async function rosesOrder(tag: string): Promise<{ orderId: string; owner: Shopper }> {
  const owner = await signUpWithCart(t, tag, [[productIds.redRoses, 1]]);
  const placed = await placeOrder(t, owner, orderBody([orderItem("roses", 1)], 149));
  expect(placed.status).toBe(201);
  return { orderId: String((placed.body as { order: Json }).order._id), owner };
}

const orderRow = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** What a refusal must leave: the order as it was, and no photo kept. */
const stateOf = async (orderId: string) => ({
  order: await orderRow(orderId),
  photos: (await t.database.db.select({ id: uploads.id }).from(uploads)).length,
  ledger: await ledger(t),
});

const ownerView = async (orderId: string, owner: Shopper) =>
  (
    (await t.send("GET", `/api/client/order/${orderId}`, { token: owner.token })).body as {
      order: Json;
    }
  ).order;
const trackingView = async (orderId: string) =>
  ((await t.get(`/api/client/order/${orderId}`)).body as { order: Json }).order;

/** The operator's HTTP call recording a delivery (routes/operator). */
function operator(token: string | null = OPERATOR_TOKEN) {
  const app = appOver(t, { operatorToken: OPERATOR_TOKEN });
  return (orderId: string, body: Uint8Array | { code: string }) =>
    app.request(`/api/operator/orders/${orderId}/delivered`, {
      method: "POST",
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        "Content-Type": body instanceof Uint8Array ? "image/jpeg" : "application/json",
      },
      body: body instanceof Uint8Array ? Uint8Array.from(body) : JSON.stringify(body),
    });
}

const proofPhoto = (orderId: string, token?: string) =>
  t.app.request(`/api/auth/orders/${orderId}/proof-photo`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe(`Delivered needs proof (${testEngine})`, () => {
  test("without proof the move is refused and the order stays as it was", async () => {
    const { orderId } = await rosesOrder("proof-none");
    const before = await stateOf(orderId);
    expect(await setOrderStatus(t.database.db, orderId, "Delivered")).toEqual({
      ok: false,
      message: NEEDS_PROOF,
    });
    expect(await stateOf(orderId)).toEqual(before);
  });

  test("the code is the owner's to pass on; the right one delivers, a wrong one changes nothing", async () => {
    const { orderId, owner } = await rosesOrder("proof-code");
    const mine = await ownerView(orderId, owner);
    expect(mine.recipientCode).toMatch(/^\d{4}$/);
    expect(mine.proof).toBeNull();
    expect(await trackingView(orderId)).not.toHaveProperty("recipientCode");

    const code = String(mine.recipientCode);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    const before = await stateOf(orderId);
    for (const attempt of [wrong, "12a4", ""]) {
      expect(await recordDelivery(t.database.db, orderId, { kind: "code", code: attempt })).toEqual(
        { ok: false, message: WRONG_RECIPIENT_CODE, httpStatus: 409 },
      );
    }
    expect(await stateOf(orderId)).toEqual(before);

    expect(await recordDelivery(t.database.db, orderId, { kind: "code", code })).toMatchObject({
      ok: true,
      status: "Delivered",
    });
    const delivered = await ownerView(orderId, owner);
    expect(delivered.status).toBe("Delivered");
    expect(delivered.proof).toEqual({ kind: "code", at: expect.any(String) });
    expect((await trackingView(orderId)).proof).toEqual(delivered.proof);
    // Nothing to show: a code is no photo.
    expect((await proofPhoto(orderId, owner.token)).status).toBe(404);
  });

  test("a cancelled order cannot be delivered, whatever the proof", async () => {
    const { orderId } = await rosesOrder("proof-cancelled");
    expect((await setOrderStatus(t.database.db, orderId, "Cancelled")).ok).toBe(true);
    const answer = await operator()(orderId, await photo("jpeg", 800, 600));
    expectRefused(
      { status: answer.status, body: await answer.json() },
      409,
      "An order that is Cancelled cannot become Delivered.",
    );
  });
});

describe(`the delivery photo (${testEngine})`, () => {
  test("is recorded through the operator's call and served to the order's owner only", async () => {
    const { orderId, owner } = await rosesOrder("proof-photo");
    const bytes = await photo("jpeg", 800, 600);
    const recorded = await operator()(orderId, new Uint8Array(bytes));
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ success: true, order: { status: "Delivered" } });

    expect((await ownerView(orderId, owner)).proof).toEqual({
      kind: "photo",
      at: expect.any(String),
    });
    const tracking = await trackingView(orderId);
    expect(tracking.proof).toEqual({ kind: "photo", at: expect.any(String) });
    expect(JSON.stringify(tracking)).not.toContain((await orderRow(orderId)).proofUploadId!);

    const served = await proofPhoto(orderId, owner.token);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const stranger = await signUp(t, "proof-stranger");
    const refused = await proofPhoto(orderId, stranger.token);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ success: false, message: PROOF_PHOTO_NOT_FOUND });
    expect((await proofPhoto(orderId)).status).toBe(401);
    expect((await proofPhoto("not-an-id", owner.token)).status).toBe(404);
  });

  test("bytes that are not a JPEG, PNG or WebP are refused and nothing is kept", async () => {
    const { orderId } = await rosesOrder("proof-notimage");
    const before = await stateOf(orderId);
    const answer = await operator()(orderId, new TextEncoder().encode("<svg></svg>"));
    expect(answer.status).toBe(415);
    expect(await stateOf(orderId)).toEqual(before);
  });

  test("the operator's call needs the operator's token, and exists only with one", async () => {
    const { orderId } = await rosesOrder("proof-token");
    const bytes = new Uint8Array(await photo("png", 800, 600));
    for (const token of [null, "not-the-operator-token-at-all-0123456789"]) {
      const answer = await operator(token)(orderId, bytes);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ success: false, message: OPERATOR_NOT_AUTHORIZED });
    }
    // The test app has no OPERATOR_TOKEN: no such call.
    const absent = await t.app.request(`/api/operator/orders/${orderId}/delivered`, {
      method: "POST",
      headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, "Content-Type": "image/png" },
      body: Uint8Array.from(bytes),
    });
    expect(absent.status).toBe(404);
    expect((await orderRow(orderId)).status).toBe("Pending");
  });
});
