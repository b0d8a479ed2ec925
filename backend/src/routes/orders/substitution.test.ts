/**
 * Substitution consent (docs/after-the-order.md, "Substitution"): a cake or flowers is ordered
 * with the shopper's answer to "If a fresh gift cannot be made as shown"; it is validated,
 * stored, answered to the owner, mailed and shown to the operator.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema";
import { renderOrderMail } from "../../mail";
import { pins } from "../../test/delivery-fixture";
import { COURIER_GIFT, deliveryTestAppPerFile } from "../../test/delivery-helpers";
import { expectRejected } from "../../test/expect";
import { productIds } from "../../test/fixture";
import { orderBody, orderItem, placeOrder } from "../../test/place-order";
import { ledger, shippingAddress, signUpWithCart, verifyEmail } from "../../test/shopper";
import type { Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { substitutionWords } from "./operator-words";

const t = deliveryTestAppPerFile();

const roses = (tag: string) => signUpWithCart(t, tag, [[productIds.redRoses, 1]]);
/** Red roses (₹149) in the default standard slot, free. */
const rosesOrder = (extra: object = {}) => orderBody([orderItem("roses", 1)], 149, extra);

async function storedSubstitution(orderId: string) {
  const [row] = await t.database.db
    .select({ substitution: orders.substitution })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.substitution;
}

describe(`the quote says when checkout asks (${testEngine})`, () => {
  const quoteOf = async (tag: string, productId: string) => {
    const shopper = await signUpWithCart(t, tag, [[productId, 1]]);
    const answer = await t.send("POST", "/api/delivery/quote", {
      token: shopper.token,
      body: { pincode: pins.bengaluru },
    });
    return (answer.body as Json).substitution;
  };

  test("a cart with flowers or a cake is asked; a parcel is not", async () => {
    expect(await quoteOf("quote-roses", productIds.redRoses)).toBe(true);
    expect(await quoteOf("quote-cake", productIds.truffle)).toBe(true);
    expect(await quoteOf("quote-parcel", COURIER_GIFT)).toBe(false);
  });
});

describe(`substitution consent at place-order (${testEngine})`, () => {
  test("the shopper's answer is stored and answered on the order to its owner only", async () => {
    const shopper = await roses("subst-call");
    const answer = await placeOrder(t, shopper, rosesOrder({ substitution: "cancel" }));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: Json }).order;
    expect(order.substitution).toBe("cancel");
    expect(await storedSubstitution(String(order._id))).toBe("cancel");

    const mine = await t.send("GET", `/api/client/order/${String(order._id)}`, {
      token: shopper.token,
    });
    expect((mine.body as { order: Json }).order.substitution).toBe("cancel");
    const tracking = await t.get(`/api/client/order/${String(order._id)}`);
    expect((tracking.body as { order: Json }).order).not.toHaveProperty("substitution");
  });

  test("without an answer a cake or flowers gets the default: call first", async () => {
    const shopper = await roses("subst-default");
    const answer = await placeOrder(t, shopper, rosesOrder());
    expect(answer.status).toBe(201);
    expect((answer.body as { order: Json }).order.substitution).toBe("call");
  });

  test("an order with no cake or flowers keeps no answer, even one sent", async () => {
    const shopper = await signUpWithCart(t, "subst-parcel", [[COURIER_GIFT, 1]]);
    const answer = await placeOrder(t, shopper, {
      items: [
        { productId: COURIER_GIFT, quantity: 1, price: 100, delivery: { pincode: pins.bengaluru } },
      ],
      totalAmount: 100,
      shippingAddress,
      substitution: "similar",
    });
    expect(answer.status).toBe(201);
    expect((answer.body as { order: Json }).order.substitution).toBeNull();
  });

  test.each([["maybe"], [3], [null], [["call"]]])(
    "an answer that is not one of the three (%j) is 400 and nothing is written",
    async (substitution) => {
      const shopper = await roses("subst-bad");
      const before = await ledger(t);
      expectRejected(
        await placeOrder(t, shopper, rosesOrder({ substitution })),
        400,
        "substitution must be one of similar, call, cancel",
      );
      expect(await ledger(t)).toEqual(before);
    },
  );

  test("the confirmation mail says the answer", async () => {
    const shopper = await roses("subst-mail");
    await verifyEmail(t, shopper);
    const answer = await placeOrder(t, shopper, rosesOrder({ substitution: "similar" }));
    expect(answer.status).toBe(201);
    const file = fs
      .readdirSync(t.outboxDir)
      .find((name) => name.includes("-order-") && name.includes(shopper.email));
    // Quoted-printable: soft line breaks joined again.
    const text = fs.readFileSync(path.join(t.outboxDir, file ?? ""), "utf8").replace(/=\r?\n/g, "");
    expect(text).toContain(
      "If a fresh gift cannot be made as shown: A similar gift of equal value",
    );
  });
});

describe("the answer in the mail and the operator's words", () => {
  const mail = {
    to: "asha@example.in",
    name: "Asha",
    orderId: "0123456789abcdef01234567",
    lines: [{ name: "Red Roses Bouquet", quantity: 1, price: 149, delivery: null }],
    deliveryCharge: 0,
    totalAmount: 149,
    paymentMethod: "cod" as const,
    address: { name: "Asha", address: "12 MG Road", city: "Bengaluru", state: "KA", pin: "560038" },
  };

  test("an order asked nothing says nothing of substitution", () => {
    expect(renderOrderMail(mail).text).not.toContain("If a fresh gift");
    expect(renderOrderMail({ ...mail, substitution: null }).html).not.toContain("If a fresh gift");
  });

  test("both parts carry the answer", () => {
    const { text, html } = renderOrderMail({ ...mail, substitution: "call" });
    expect(text).toContain("If a fresh gift cannot be made as shown: Call me first");
    expect(html).toContain("If a fresh gift cannot be made as shown: Call me first");
  });

  test("the operator is told whom to call when the answer is to call first", () => {
    const owner = { name: "Asha", email: "asha@example.in", phone: "9876543210" };
    expect(substitutionWords("call", owner)).toBe(
      "If a fresh gift cannot be made as shown: Call me first (Asha, 9876543210, asha@example.in)",
    );
    expect(substitutionWords("cancel", { ...owner, phone: "" })).toBe(
      "If a fresh gift cannot be made as shown: Cancel and refund",
    );
    expect(substitutionWords(null, owner)).toBeNull();
  });
});
