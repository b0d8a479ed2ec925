import { eq } from "drizzle-orm";
import { lineKey, type PersonalisationView, type ProductVariant } from "@giftshop/shared/gifting";
import { cartItems, uploads } from "../../db/schema";
import { newId } from "../../lib/ids";
import { pins } from "../../test/delivery-fixture";
import { TODAY, istAt } from "../../test/delivery-helpers";
import { expectRefused, expectRejected } from "../../test/expect";
import { giftIds } from "../../test/gifting-fixture";
import { signUp, type Shopper } from "../../test/shopper";
import { createTestApp, testAppPerFile, type Json, type TestApp } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { perFile } from "../../test/per-file";
import { NOT_IN_CART } from "./cart.handlers";
import { CAKE_TOO_LONG, CARD_TOO_LONG, CHOOSE_OPTION, PHOTO_NOT_FOUND } from "./gift-line";

const t = testAppPerFile({ seedGifting: true });
beforeEach(() => t.setNow(istAt("10:00")));

interface GiftLineJson {
  line: string;
  product: { _id: string; price: number } & Json;
  quantity: number;
  delivery: unknown;
  variant: ProductVariant | null;
  personalisation: PersonalisationView | null;
}

const add = (app: TestApp, shopper: Shopper, body: Json) =>
  app.send("POST", "/api/auth/Cart", { token: shopper.token, body });

async function linesOf(shopper: Shopper): Promise<GiftLineJson[]> {
  const answer = await t.send("GET", "/api/auth/cart", { token: shopper.token });
  expect(answer.status).toBe(200);
  return (answer.body as { cart: GiftLineJson[] }).cart;
}

const cake = (variantId: string, cakeMessage = "", cardMessage = "", quantity = 1) => ({
  productId: giftIds.cake,
  quantity,
  variantId,
  personalisation: { cakeMessage, cardMessage, photos: [] },
});

/** `productId` in its option `variantId`, with photo `photo` as its only personalisation. */
const withPhoto = (productId: string, variantId: string, photo: string) => ({
  productId,
  variantId,
  personalisation: { photos: [photo] },
});

/** A photo `shopper` uploaded, written straight to the table the uploads route fills. */
async function photoOf(shopper: Shopper, width = 1600, height = 1200): Promise<string> {
  const id = newId();
  await t.database.db.insert(uploads).values({
    id,
    userId: shopper.id,
    type: "image/jpeg",
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    size: 4,
    width,
    height,
  });
  return id;
}

describe(`adding a gift with its variant and personalisation (${testEngine})`, () => {
  test("the chosen variant prices the line; its key is the shared line key", async () => {
    const shopper = await signUp(t, "gift-variant");
    const answer = await add(t, shopper, cake("1kg-eggless", "Happy Birthday Asha"));
    expect(answer.status).toBe(200);
    const [line] = (answer.body as { cart: GiftLineJson[] }).cart;
    expect(line?.variant).toMatchObject({
      id: "1kg-eggless",
      label: "1 kg · Eggless",
      price: 1199,
    });
    expect(line?.product.price).toBe(599);
    expect(line?.personalisation).toEqual({
      cakeMessage: "Happy Birthday Asha",
      cardMessage: "",
      photos: [],
    });
    expect(line?.line).toBe(
      lineKey(giftIds.cake, "1kg-eggless", {
        cakeMessage: "Happy Birthday Asha",
        cardMessage: "",
        photos: [],
      }),
    );
  });

  test("a gift with options added by product id alone is its first option, keyed by the product id", async () => {
    const shopper = await signUp(t, "gift-default");
    const byId = await add(t, shopper, { productId: giftIds.cake });
    expect(byId.status).toBe(200);
    const fromPage = await add(t, shopper, cake("500g-egg"));
    expect(fromPage.status).toBe(200);
    const lines = (fromPage.body as { cart: GiftLineJson[] }).cart;
    // The same gift however it was added: one line of two, at the first option's price.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      line: giftIds.cake,
      quantity: 2,
      variant: { id: "500g-egg", price: 599 },
    });
  });

  test("an unknown option, or one on a plain gift, is refused", async () => {
    const shopper = await signUp(t, "gift-novariant");
    expectRefused(await add(t, shopper, cake("2kg-egg")), 400, CHOOSE_OPTION);
    const photo = await photoOf(shopper);
    expectRefused(
      await add(t, shopper, withPhoto(giftIds.mug, "1kg-egg", photo)),
      400,
      CHOOSE_OPTION,
    );
    expect(await linesOf(shopper)).toEqual([]);
  });

  test("another message is another line; the same gift again adds to its line", async () => {
    const shopper = await signUp(t, "gift-lines");
    await add(t, shopper, cake("1kg-egg", "Happy Birthday"));
    await add(t, shopper, cake("1kg-egg", "Happy Anniversary"));
    // Typed with stray spaces and a control character: stored normalised, so the same line.
    const again = await add(t, shopper, cake("1kg-egg", "  Happy Birthday\u0007 ", "", 2));
    expect(again.status).toBe(200);
    const lines = await linesOf(shopper);
    expect(
      lines.map((line) => [line.personalisation?.cakeMessage, line.variant?.id, line.quantity]),
    ).toEqual([
      ["Happy Birthday", "1kg-egg", 3],
      ["Happy Anniversary", "1kg-egg", 1],
    ]);
    expect(new Set(lines.map((line) => line.line)).size).toBe(2);
  });

  test("messages are counted as the shopper sees them: Hindi by its letters, not its code units", async () => {
    const shopper = await signUp(t, "gift-hindi");
    const birthday = await add(t, shopper, cake("500g-egg", "जन्मदिन मुबारक"));
    expect(birthday.status).toBe(200);
    // "नमस्ते" is 3 characters on the cake (न, म, स्ते) but 6 UTF-16 code units.
    const thirty = "नमस्ते".repeat(10);
    expect(thirty.length).toBe(60);
    expect((await add(t, shopper, cake("500g-egg", thirty))).status).toBe(200);
    expectRefused(await add(t, shopper, cake("500g-egg", `${thirty}!`)), 400, CAKE_TOO_LONG);
    expect((await add(t, shopper, cake("500g-egg", "", "a".repeat(250)))).status).toBe(200);
    expectRefused(await add(t, shopper, cake("500g-egg", "", "a".repeat(251))), 400, CARD_TOO_LONG);
    expect((await linesOf(shopper)).map((line) => line.personalisation?.cakeMessage)).toEqual([
      "जन्मदिन मुबारक",
      thirty,
      "",
    ]);
  });

  test("a message built to slip past the count is refused, and reordering controls are dropped", async () => {
    const shopper = await signUp(t, "gift-abuse");
    // 151 emoji joined by zero-width joiners are one grapheme; 15 marks on each of 30 letters.
    const chain = Array.from({ length: 151 }, () => "😀").join("\u200D");
    const zalgo =
      "a\u0301\u0300\u0302\u0303\u0304\u0306\u0307\u0308\u030A\u030B\u030C\u0323\u0324\u0325\u0326".repeat(
        30,
      );
    expectRefused(await add(t, shopper, cake("500g-egg", chain)), 400, CAKE_TOO_LONG);
    expectRefused(await add(t, shopper, cake("500g-egg", zalgo)), 400, CAKE_TOO_LONG);
    expectRefused(await add(t, shopper, cake("500g-egg", "", chain)), 400, CARD_TOO_LONG);
    const phishing = "Your account is locked. Call \u202E0000 000 0089\u202C";
    expect((await add(t, shopper, cake("500g-egg", "", phishing))).status).toBe(200);
    expect((await linesOf(shopper)).map((line) => line.personalisation?.cardMessage)).toEqual([
      "Your account is locked. Call 0000 000 0089",
    ]);
  });

  test("the cake message is one line", async () => {
    const shopper = await signUp(t, "gift-oneline");
    await add(t, shopper, cake("500g-egg", "Happy\nBirthday", "Dear Asha,\nmany happy returns"));
    const [line] = await linesOf(shopper);
    expect(line?.personalisation).toMatchObject({
      cakeMessage: "Happy Birthday",
      cardMessage: "Dear Asha,\nmany happy returns",
    });
  });

  test("a field the gift does not take is refused by name", async () => {
    const shopper = await signUp(t, "gift-field");
    const answer = await add(t, shopper, {
      productId: giftIds.roses,
      variantId: "12-stems",
      personalisation: { cakeMessage: "Happy Birthday" },
    });
    expectRejected(answer, 400, "personalisation.cakeMessage");
    const photo = await photoOf(shopper);
    expectRejected(
      await add(t, shopper, withPhoto(giftIds.roses, "12-stems", photo)),
      400,
      "personalisation.photos",
    );
  });

  test("a photo gift needs its photos, each the shopper's own; they are described on the line", async () => {
    const shopper = await signUp(t, "gift-photo");
    const stranger = await signUp(t, "gift-photo-stranger");
    expectRefused(
      await add(t, shopper, { productId: giftIds.mug }),
      400,
      "Please add 1 photo for this gift.",
    );
    const theirs = await photoOf(stranger);
    expectRefused(
      await add(t, shopper, { productId: giftIds.mug, personalisation: { photos: [theirs] } }),
      404,
      PHOTO_NOT_FOUND,
    );
    const mine = await photoOf(shopper, 800, 600);
    const added = await add(t, shopper, {
      productId: giftIds.mug,
      personalisation: { cardMessage: "For you", photos: [mine] },
    });
    expect(added.status).toBe(200);
    const [line] = await linesOf(shopper);
    expect(line?.variant).toBeNull();
    expect(line?.personalisation).toEqual({
      cakeMessage: "",
      cardMessage: "For you",
      photos: [{ id: mine, width: 800, height: 600, lowResolution: true }],
    });
  });

  test("a photo's place in its print is kept, held inside the photo; a centred one keys as before", async () => {
    const shopper = await signUp(t, "gift-crop");
    const photo = await photoOf(shopper, 1600, 1200);
    const mug = (crops?: unknown) => ({
      productId: giftIds.mug,
      personalisation: { photos: [photo], ...(crops ? { crops } : {}) },
    });
    // Centred is what an untouched photo is: the same line as one sent without a crop.
    expect((await add(t, shopper, mug([{ x: 0.5, y: 0.5, zoom: 1 }]))).status).toBe(200);
    expect((await add(t, shopper, mug())).status).toBe(200);
    // Moved past the photo's edge and down, where a 4:3 photo in a square cannot go at zoom 1.
    expect((await add(t, shopper, mug([{ x: 0, y: 0.9, zoom: 1.23456 }]))).status).toBe(200);
    const lines = await linesOf(shopper);
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(lines[0]?.personalisation).not.toHaveProperty("crops");
    expect(lines[0]?.line).toBe(
      lineKey(giftIds.mug, null, { cakeMessage: "", cardMessage: "", photos: [photo] }),
    );
    // Zoomed 1.235×, the window spans 0.61 of the photo's width and 0.81 of its height.
    const [crop] = (lines[1]?.personalisation as { crops: { x: number; y: number }[] }).crops;
    expect(crop).toEqual({ x: 0.304, y: 0.595, zoom: 1.235 });

    expectRejected(await add(t, shopper, mug([{ x: 2, y: 0.5, zoom: 1 }])), 400, "crop");
    expectRejected(await add(t, shopper, mug([{ x: 0.5, y: 0.5, zoom: 9 }])), 400, "crop");
    expectRejected(
      await add(
        t,
        shopper,
        mug([
          { x: 0.5, y: 0.5, zoom: 1 },
          { x: 0.5, y: 0.5, zoom: 1 },
        ]),
      ),
      400,
      "one crop per photo",
    );
    expectRejected(
      await add(t, shopper, {
        productId: giftIds.roses,
        variantId: "6-stems",
        personalisation: { crops: [{ x: 0.2, y: 0.5, zoom: 1 }] },
      }),
      400,
      "personalisation.crops",
    );
  });

  test("a name gift needs each name, within its length; the names key the line and come back", async () => {
    const shopper = await signUp(t, "gift-names");
    const mugs = (names: string[]) => ({
      productId: giftIds.nameMugs,
      personalisation: { cardMessage: "", names },
    });
    const missing = "Please enter each name to print on this gift.";
    expectRefused(await add(t, shopper, { productId: giftIds.nameMugs }), 400, missing);
    expectRefused(await add(t, shopper, mugs(["Asha", "  "])), 400, missing);
    expectRefused(
      await add(t, shopper, mugs(["Asha", "Rohan Kumar Sharma"])),
      400,
      "A name on this gift can be at most 12 characters.",
    );
    expectRejected(await add(t, shopper, mugs(["Asha", "Rohan", "Meera"])), 400, "one name");
    expectRejected(
      await add(t, shopper, {
        productId: giftIds.roses,
        variantId: "6-stems",
        personalisation: { names: ["Asha"] },
      }),
      400,
      "personalisation.names",
    );
    expect(await linesOf(shopper)).toEqual([]);

    // Devanagari counts as the shopper reads it: "अनन्या" is 3 of 12.
    expect((await add(t, shopper, mugs([" Asha ", "अनन्या"]))).status).toBe(200);
    expect((await add(t, shopper, mugs(["Asha", "Rohan"]))).status).toBe(200);
    const lines = await linesOf(shopper);
    expect(lines.map((line) => line.personalisation)).toEqual([
      { cakeMessage: "", cardMessage: "", photos: [], names: ["Asha", "अनन्या"] },
      { cakeMessage: "", cardMessage: "", photos: [], names: ["Asha", "Rohan"] },
    ]);
    expect(lines[0]?.line).toBe(
      lineKey(giftIds.nameMugs, null, {
        cakeMessage: "",
        cardMessage: "",
        photos: [],
        names: ["Asha", "अनन्या"],
      }),
    );
  });
});

describe(`changing a gift line by its key (${testEngine})`, () => {
  async function twoCakes(tag: string) {
    const shopper = await signUp(t, tag);
    await add(t, shopper, cake("1kg-egg", "Happy Birthday"));
    await add(t, shopper, cake("1kg-egg", "Congratulations"));
    const [birthday, congrats] = await linesOf(shopper);
    if (!birthday || !congrats) throw new Error("two lines expected");
    return { shopper, birthday: birthday.line, congrats: congrats.line };
  }

  test("update-quantity, cart-delivery and delete reach only the line named", async () => {
    const { shopper, birthday, congrats } = await twoCakes("gift-byline");
    const token = shopper.token;
    const quantity = await t.send("PUT", "/api/auth/update-quantity", {
      token,
      body: { productId: giftIds.cake, line: congrats, quantity: 4 },
    });
    expect(quantity.status).toBe(200);
    const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };
    const delivery = await t.send("PUT", "/api/auth/cart-delivery", {
      token,
      body: { line: birthday, delivery: evening },
    });
    expect(delivery.status).toBe(200);
    expect(
      (await linesOf(shopper)).map((line) => [line.line, line.quantity, line.delivery]),
    ).toEqual([
      [birthday, 1, evening],
      [congrats, 4, null],
    ]);
    // The product's plain line is not in the cart: the cake's id alone names nothing.
    expectRefused(
      await t.send("PUT", "/api/auth/cart-delivery", {
        token,
        body: { productId: giftIds.cake, delivery: null },
      }),
      404,
      NOT_IN_CART,
    );
    const removed = await t.send("DELETE", `/api/auth/delete/${birthday}`, { token });
    expect(removed.status).toBe(200);
    expect((await linesOf(shopper)).map((line) => line.line)).toEqual([congrats]);
  });

  test("editing a line re-keys it; made equal to another line, the two merge", async () => {
    const { shopper, birthday, congrats } = await twoCakes("gift-edit");
    const token = shopper.token;
    await t.send("PUT", "/api/auth/update-quantity", {
      token,
      body: { line: congrats, quantity: 9 },
    });
    const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };
    await t.send("PUT", "/api/auth/cart-delivery", {
      token,
      body: { line: congrats, delivery: evening },
    });

    const eggless = await t.send("PUT", "/api/auth/cart-line", {
      token,
      body: { line: birthday, variantId: "1kg-eggless" },
    });
    expect(eggless.status).toBe(200);
    const [edited] = (eggless.body as { cart: GiftLineJson[] }).cart;
    expect(edited?.variant?.id).toBe("1kg-eggless");
    expect(edited?.personalisation?.cakeMessage).toBe("Happy Birthday");
    const egglessKey = edited?.line ?? "";
    expect(egglessKey).not.toBe(birthday);

    // The congratulations cake becomes the eggless birthday cake: one line, 1 + 9 capped at 10,
    // with the edited line's delivery.
    const merged = await t.send("PUT", "/api/auth/cart-line", {
      token,
      body: {
        line: congrats,
        variantId: "1kg-eggless",
        personalisation: { cakeMessage: "Happy Birthday", cardMessage: "", photos: [] },
      },
    });
    expect(merged.status).toBe(200);
    expect(
      (await linesOf(shopper)).map((line) => [line.line, line.quantity, line.delivery]),
    ).toEqual([[egglessKey, 10, evening]]);

    expectRefused(
      await t.send("PUT", "/api/auth/cart-line", { token, body: { line: congrats } }),
      404,
      NOT_IN_CART,
    );
    expectRefused(
      await t.send("PUT", "/api/auth/cart-line", {
        token,
        body: { line: egglessKey, personalisation: { cakeMessage: "x".repeat(31) } },
      }),
      400,
      CAKE_TOO_LONG,
    );
  });
});

describe(`the delivery quote of several lines of one product (${testEngine})`, () => {
  test("each line is quoted with its own key; a choice sent for a line is that line's", async () => {
    const shopper = await signUp(t, "gift-quote");
    await add(t, shopper, cake("1kg-egg", "Happy Birthday"));
    await add(t, shopper, cake("1kg-egg", "Congratulations"));
    const [birthday, congrats] = (await linesOf(shopper)).map((line) => line.line);
    const evening = { pincode: pins.bengaluru, date: TODAY, slotId: "fixed-19" };
    const answer = await t.send("POST", "/api/delivery/quote", {
      token: shopper.token,
      body: {
        pincode: pins.bengaluru,
        choices: [{ productId: giftIds.cake, line: congrats, ...evening }],
      },
    });
    expect(answer.status).toBe(200);
    const lines = (answer.body as { lines: { line: string; chosen: boolean; choice: Json }[] })
      .lines;
    expect(lines.map((line) => [line.line, line.chosen])).toEqual([
      [birthday, false],
      [congrats, true],
    ]);
    expect(lines[1]?.choice).toEqual(evening);
  });
});

describe(`the checkout total of gift lines (${testEngine})`, () => {
  test("each line is charged at its variant's price", async () => {
    const shopper = await signUp(t, "gift-checkout");
    await add(t, shopper, cake("1kg-eggless", "", "", 2));
    await add(t, shopper, { productId: giftIds.roses, variantId: "24-stems" });
    const total = 2 * 1199 + 1299;
    expectRejected(
      await t.send("POST", "/api/checkout", {
        token: shopper.token,
        body: { amount: 2 * 599 + 399 },
      }),
      409,
      "does not match",
    );
    const paid = await t.send("POST", "/api/checkout", {
      token: shopper.token,
      body: { amount: total },
    });
    expect(paid.status).toBe(201);
    expect((paid.body as { order: { amount: number } }).order.amount).toBe(total * 100);
  });

  test("a line whose option is no longer sold is refused before any payment", async () => {
    const shopper = await signUp(t, "gift-gone");
    await add(t, shopper, cake("1kg-eggless"));
    await t.database.db
      .update(cartItems)
      .set({ variantId: "3kg-eggless" })
      .where(eq(cartItems.userId, shopper.id));
    const [line] = await linesOf(shopper);
    expect(line?.variant).toBeNull();
    expectRejected(
      await t.send("POST", "/api/checkout", { token: shopper.token, body: { amount: 599 } }),
      409,
      "not sold in the option you chose",
    );
  });
});

describe(`contract mode ignores gifting (${testEngine})`, () => {
  const contract = perFile(() => createTestApp({ seedGifting: true, profile: "contract" }));

  test("variantId and personalisation are not read: lines stay plain, keyed by product", async () => {
    const shopper = await signUp(contract, "gift-contract");
    const answer = await add(contract, shopper, {
      productId: giftIds.cake,
      quantity: 1,
      variantId: "1kg-eggless",
      personalisation: { cakeMessage: "Happy Birthday", cardMessage: "", photos: [] },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { cart: unknown }).cart).toEqual([
      { product: giftIds.cake, quantity: 1 },
    ]);
    const rows = await contract.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, shopper.id));
    expect(rows).toMatchObject([
      { lineKey: giftIds.cake, variantId: null, personalisation: null, quantity: 1 },
    ]);
    expect(
      (await contract.send("PUT", "/api/auth/cart-line", { token: shopper.token, body: {} }))
        .status,
    ).toBe(404);
  });
});
