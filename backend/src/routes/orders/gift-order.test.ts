import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PersonalisationView } from "@giftshop/shared/gifting";
import { cartItems, orderItems, orders, uploads } from "../../db/schema";
import { newId } from "../../lib/ids";
import { ids } from "../../test/fixture";
import { giftIds } from "../../test/gifting-fixture";
import { payOnline, shippingAddress, signUp, verifyEmail, type Shopper } from "../../test/shopper";
import { testAppPerFile, type Json } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { CART_CHANGED, PRICES_CHANGED } from "./place-order";

const t = testAppPerFile({ seedGifting: true });

interface GiftItemJson {
  name: string;
  quantity: number;
  price: number;
  variant: { id: string; label: string } | null;
  personalisation: PersonalisationView | null;
}

const CAKE_MESSAGE = "जन्मदिन मुबारक";
const CARD_MESSAGE = "Dear Asha,\nmany happy returns!";

/** A shopper whose cart holds 2 × the 1 kg eggless cake with messages and a photo mug. */
async function giftCart(tag: string) {
  const shopper = await signUp(t, tag);
  const photo = newId();
  await t.database.db.insert(uploads).values({
    id: photo,
    userId: shopper.id,
    type: "image/jpeg",
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    size: 4,
    width: 2000,
    height: 1500,
  });
  const add = (body: Json) => t.send("POST", "/api/auth/Cart", { token: shopper.token, body });
  await add({
    productId: giftIds.cake,
    quantity: 2,
    variantId: "1kg-eggless",
    personalisation: { cakeMessage: CAKE_MESSAGE, cardMessage: CARD_MESSAGE, photos: [] },
  });
  const answer = await add({ productId: giftIds.mug, personalisation: { photos: [photo] } });
  const [cake, mug] = (answer.body as { cart: { line: string }[] }).cart;
  if (!cake || !mug) throw new Error("two lines expected");
  return { shopper, photo, cakeLine: cake.line, mugLine: mug.line };
}

const TOTAL = 2 * 1199 + 449;

const itemsFor = (cakeLine: string, mugLine: string, cakePrice = 1199) => [
  {
    productId: giftIds.cake,
    line: cakeLine,
    name: "Chocolate Celebration Cake",
    quantity: 2,
    price: cakePrice,
    sellerId: ids.seller,
  },
  {
    productId: giftIds.mug,
    line: mugLine,
    name: "Personalised Photo Mug",
    quantity: 1,
    price: 449,
    sellerId: ids.seller,
  },
];

const placeOrder = (shopper: Shopper, body: Json) =>
  t.send("POST", "/api/client/place-order", { token: shopper.token, body });

const codBody = (items: unknown, totalAmount = TOTAL) => ({
  items,
  totalAmount,
  shippingAddress,
});

const ordersOf = (shopper: Shopper) =>
  t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));

/** The readable text of an .eml file: quoted-printable undone. */
function mailText(file: string): string {
  const raw = fs.readFileSync(file, "utf8").replace(/=\r?\n/g, "");
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe(`placing an order of gift lines (${testEngine})`, () => {
  test("each line is priced at its variant and keeps its variant, messages and photos", async () => {
    const { shopper, photo, cakeLine, mugLine } = await giftCart("gift-order");
    const answer = await placeOrder(shopper, codBody(itemsFor(cakeLine, mugLine)));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: { _id: string; items: GiftItemJson[] } & Json }).order;
    expect(order.totalAmount).toBe(TOTAL);
    const described = { id: photo, width: 2000, height: 1500, lowResolution: false };
    const expected = [
      {
        name: "Chocolate Celebration Cake",
        quantity: 2,
        price: 1199,
        variant: { id: "1kg-eggless", label: "1 kg · Eggless" },
        personalisation: { cakeMessage: CAKE_MESSAGE, cardMessage: CARD_MESSAGE, photos: [] },
      },
      {
        name: "Personalised Photo Mug",
        quantity: 1,
        price: 449,
        variant: null,
        personalisation: { cakeMessage: "", cardMessage: "", photos: [described] },
      },
    ];
    expect(order.items).toMatchObject(expected);

    // Read again by its owner, and in the list of their orders.
    const read = await t.send("GET", `/api/client/order/${order._id}`, { token: shopper.token });
    expect((read.body as { order: { items: unknown } }).order.items).toMatchObject(expected);
    const listed = await t.send("GET", "/api/client/get-orders", { token: shopper.token });
    expect((listed.body as { orders: { items: unknown }[] }).orders[0]?.items).toMatchObject(
      expected,
    );
    // Anyone else with the id sees the variant, never the messages or the photos.
    const tracked = await t.send("GET", `/api/client/order/${order._id}`);
    const text = JSON.stringify(tracked.body);
    expect(text).toContain("1 kg · Eggless");
    expect(text).not.toContain("Asha");
    expect(text).not.toContain(photo);

    const [stored] = await t.database.db
      .select({ orderId: uploads.orderId })
      .from(uploads)
      .where(eq(uploads.id, photo));
    expect(stored?.orderId).toBe(order._id);
    const rows = await t.database.db
      .select({ line: cartItems.lineKey })
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.id));
    expect(rows).toEqual([]);
  });

  test("the confirmation mail shows each line's variant, messages and photos", async () => {
    const { shopper, cakeLine, mugLine } = await giftCart("gift-mail");
    await verifyEmail(t, shopper);
    const answer = await placeOrder(shopper, codBody(itemsFor(cakeLine, mugLine)));
    expect(answer.status).toBe(201);
    const files = fs
      .readdirSync(t.outboxDir)
      .filter((file) => file.includes("-order-") && file.includes(shopper.email));
    expect(files).toHaveLength(1);
    const text = mailText(path.join(t.outboxDir, files[0] ?? ""));
    for (const part of [
      "Chocolate Celebration Cake (1 kg · Eggless): 2 × ₹1,199",
      `Message on the cake: “${CAKE_MESSAGE}”`,
      "Card: “Dear Asha,",
      "Personalised Photo Mug: 1 × ₹449",
      "1 photo",
    ]) {
      expect(text).toContain(part);
    }
  });

  test("a name gift's names are kept on the order and its mail, never shown to anyone else", async () => {
    const shopper = await signUp(t, "name-mugs");
    await verifyEmail(t, shopper);
    const added = await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: giftIds.nameMugs, personalisation: { names: ["Meera", "Kabir"] } },
    });
    const [line] = (added.body as { cart: { line: string }[] }).cart;
    const item = {
      productId: giftIds.nameMugs,
      line: line?.line,
      name: "Personalised Name Mugs (Set of 2)",
      quantity: 1,
      price: 549,
      sellerId: ids.seller,
    };
    const answer = await placeOrder(shopper, codBody([item], 549));
    expect(answer.status).toBe(201);
    const order = (answer.body as { order: { _id: string; items: GiftItemJson[] } }).order;
    expect(order.items[0]?.personalisation).toEqual({
      cakeMessage: "",
      cardMessage: "",
      photos: [],
      names: ["Meera", "Kabir"],
    });
    const tracked = await t.send("GET", `/api/client/order/${order._id}`);
    expect(JSON.stringify(tracked.body)).not.toContain("Meera");
    const [file] = fs
      .readdirSync(t.outboxDir)
      .filter((name) => name.includes("-order-") && name.includes(shopper.email));
    expect(mailText(path.join(t.outboxDir, file ?? ""))).toContain(
      "Names on the gift: “Meera”, “Kabir”",
    );
  });

  test("paid online, checkout and place-order agree on the variant's price", async () => {
    const { shopper, cakeLine, mugLine } = await giftCart("gift-online");
    const paid = await payOnline(t, shopper, TOTAL);
    const answer = await placeOrder(shopper, { ...codBody(itemsFor(cakeLine, mugLine)), ...paid });
    expect(answer.status).toBe(201);
  });

  test("a tampered variant price is refused and nothing is written", async () => {
    const { shopper, photo, cakeLine, mugLine } = await giftCart("gift-tamper");
    const answer = await placeOrder(
      shopper,
      codBody(itemsFor(cakeLine, mugLine, 599), 2 * 599 + 449),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { success: false, message: PRICES_CHANGED },
    });
    expect(await ordersOf(shopper)).toEqual([]);
    const lines = await t.database.db
      .select({ line: cartItems.lineKey })
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.id));
    expect(lines).toHaveLength(2);
    const [stored] = await t.database.db
      .select({ orderId: uploads.orderId })
      .from(uploads)
      .where(eq(uploads.id, photo));
    expect(stored?.orderId).toBeNull();
  });

  test("an item naming a line not in the cart is refused", async () => {
    const { shopper, cakeLine, mugLine } = await giftCart("gift-notincart");
    await t.send("DELETE", `/api/auth/delete/${mugLine}`, { token: shopper.token });
    const answer = await placeOrder(shopper, codBody(itemsFor(cakeLine, mugLine)));
    expect(answer).toMatchObject({ status: 409, body: { success: false, message: CART_CHANGED } });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  test("a line whose option left the catalogue is refused as a price change", async () => {
    const { shopper, cakeLine, mugLine } = await giftCart("gift-gone");
    await t.database.db
      .update(cartItems)
      .set({ variantId: "3kg-eggless" })
      .where(eq(cartItems.lineKey, cakeLine));
    const answer = await placeOrder(shopper, codBody(itemsFor(cakeLine, mugLine)));
    expect(answer).toMatchObject({ status: 409, body: { message: PRICES_CHANGED } });
  });

  test("one product may be on two lines; the same line twice is refused", async () => {
    const shopper = await signUp(t, "gift-twolines");
    const add = (cakeMessage: string) =>
      t.send("POST", "/api/auth/Cart", {
        token: shopper.token,
        body: {
          productId: giftIds.cake,
          variantId: "500g-egg",
          personalisation: { cakeMessage },
        },
      });
    await add("Happy Birthday");
    const answer = await add("Congratulations");
    const keys = (answer.body as { cart: { line: string }[] }).cart.map((line) => line.line);
    const item = (line: string | undefined) => ({
      productId: giftIds.cake,
      line,
      quantity: 1,
      price: 599,
    });
    const twice = await placeOrder(shopper, codBody([item(keys[0]), item(keys[0])], 2 * 599));
    expect(twice.status).toBe(400);
    expect((twice.body as Json).message).toContain("each cart line may appear only once");

    const placed = await placeOrder(shopper, codBody([item(keys[0]), item(keys[1])], 2 * 599));
    expect(placed.status).toBe(201);
    const orderId = String((placed.body as { order: Json }).order._id);
    const stored = await t.database.db
      .select({ personalisation: orderItems.personalisation })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    expect(stored.map((row) => row.personalisation?.cakeMessage)).toEqual([
      "Happy Birthday",
      "Congratulations",
    ]);
  });

  test("a cake ordered by product id alone is its first option, and the order says which", async () => {
    const shopper = await signUp(t, "gift-default-order");
    await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: giftIds.cake, quantity: 1 },
    });
    const placed = await placeOrder(
      shopper,
      codBody([{ productId: giftIds.cake, quantity: 1, price: 599 }], 599),
    );
    expect(placed.status).toBe(201);
    const orderId = String((placed.body as { order: Json }).order._id);
    const [stored] = await t.database.db
      .select({ variant: orderItems.variant, price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(stored).toEqual({ variant: { id: "500g-egg", label: "½ kg · With egg" }, price: 599 });
  });
});
