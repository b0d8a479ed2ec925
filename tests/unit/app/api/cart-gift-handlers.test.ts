/** @jest-environment node */
import "../../support/handler-session";
import { DELETE as removeLineRoute } from "@/app/api/cart/[productId]/route";
import { PUT as setDeliveryRoute } from "@/app/api/cart/delivery/route";
import { PUT as editLineRoute } from "@/app/api/cart/line/route";
import { POST as addToCartRoute, PUT as setQuantityRoute } from "@/app/api/cart/route";
import { readSession } from "@/lib/auth/session";
import {
  addToCart,
  editCartLine,
  removeFromCart,
  setCartDelivery,
  setCartQuantity,
} from "@/lib/backend/cart";
import { SESSION, SITE, TOKEN, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/cart", () => ({
  addToCart: jest.fn(),
  editCartLine: jest.fn(),
  removeFromCart: jest.fn(),
  setCartDelivery: jest.fn(),
  setCartQuantity: jest.fn(),
}));
jest.mock("@/lib/backend/delivery", () => ({
  setCartDelivery: jest.requireMock("@/lib/backend/cart").setCartDelivery,
}));

const PRODUCT_ID = "a00000000000000000000001";
const LINE = `${PRODUCT_ID}.k3x9q2`;
const PHOTO = "b00000000000000000000001";
const CAKE_OVER = "The message on the cake can be at most 30 characters.";
const CARD_OVER = "The card message can be at most 250 characters.";
// "नमस्ते" is 3 graphemes in 6 code points: 10 of them read as 30 characters, 11 as 33.
const namaste = (times: number) => "नमस्ते".repeat(times);

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(readSession).mockResolvedValue(SESSION);
  for (const backend of [addToCart, editCartLine, removeFromCart, setCartDelivery, setCartQuantity])
    jest.mocked(backend).mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

const add = (body: unknown) => addToCartRoute(handlerRequest("POST", "/api/cart", { body }));
const edit = (body: unknown) => editLineRoute(handlerRequest("PUT", "/api/cart/line", { body }));

async function expectRefused(response: Response, error: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error });
}

describe("POST /api/cart with a gift's choices", () => {
  test("forwards the variant and the normalised messages", async () => {
    const response = await add({
      productId: PRODUCT_ID,
      variantId: "1kg-eggless",
      personalisation: {
        cakeMessage: `  ${namaste(10)}\n`,
        cardMessage: "Love,\r\n\r\n\r\nAsha",
        photos: [PHOTO],
      },
    });
    expect(response.status).toBe(200);
    expect(addToCart).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, 1, undefined, {
      variantId: "1kg-eggless",
      personalisation: { cakeMessage: namaste(10), cardMessage: "Love,\n\nAsha", photos: [PHOTO] },
    });
  });

  test.each([
    [
      "a cake message over 30 characters as the shopper counts them",
      { cakeMessage: namaste(11) },
      CAKE_OVER,
    ],
    ["a card message over 250 characters", { cardMessage: "a".repeat(251) }, CARD_OVER],
    ["a message that is not text", { cakeMessage: 42 }, "A message must be text."],
    [
      "a photo id that is not an upload's",
      { photos: ["../etc/passwd"] },
      "A photo id is not an upload.",
    ],
    [
      "eleven photos",
      { photos: Array.from({ length: 11 }, () => PHOTO) },
      "A gift takes at most 10 photos.",
    ],
  ])("%s is 400 and the backend is not called", async (_, personalisation, error) => {
    await expectRefused(await add({ productId: PRODUCT_ID, personalisation }), error);
    expect(addToCart).not.toHaveBeenCalled();
  });

  test.each(["1KG", "-1kg", "1 kg", "a".repeat(41), 7])(
    "variantId %p is 400 and the backend is not called",
    async (variantId) => {
      const response = await add({ productId: PRODUCT_ID, variantId });
      expect(response.status).toBe(400);
      expect(addToCart).not.toHaveBeenCalled();
    },
  );

  test("a plain product reaches the backend exactly as the contract has it", async () => {
    await add({ productId: PRODUCT_ID, quantity: 2 });
    expect(jest.mocked(addToCart).mock.calls).toEqual([[TOKEN, PRODUCT_ID, 2, undefined]]);
  });
});

describe("a line named by its key", () => {
  test.each([
    ["a key with a hash that is too long", `${PRODUCT_ID}.${"a".repeat(14)}`],
    ["a key with upper case", `${PRODUCT_ID}.ABC`],
    ["a key on a product id that is not one", "cake.abc"],
    ["a key with a slash", `${PRODUCT_ID}/x`],
  ])("PUT /api/cart/line: %s is 400 and the backend is not called", async (_, line) => {
    const response = await edit({ line, variantId: "1kg" });
    expect(response.status).toBe(400);
    expect(editCartLine).not.toHaveBeenCalled();
  });

  test("PUT /api/cart/line forwards the key and the new choice", async () => {
    const response = await edit({ line: LINE, personalisation: { cakeMessage: "Happy birthday" } });
    expect(response.status).toBe(200);
    expect(editCartLine).toHaveBeenCalledWith(TOKEN, LINE, {
      personalisation: { cakeMessage: "Happy birthday", cardMessage: "", photos: [] },
    });
  });

  test("PUT /api/cart/line refuses a message over its limit", async () => {
    await expectRefused(
      await edit({ line: LINE, personalisation: { cakeMessage: "x".repeat(31) } }),
      CAKE_OVER,
    );
    expect(editCartLine).not.toHaveBeenCalled();
  });

  test("PUT /api/cart names the line to the backend", async () => {
    const response = await setQuantityRoute(
      handlerRequest("PUT", "/api/cart", {
        body: { productId: PRODUCT_ID, line: LINE, quantity: 3 },
      }),
    );
    expect(response.status).toBe(200);
    expect(setCartQuantity).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, 3, LINE);
  });

  test("PUT /api/cart refuses a line of another product", async () => {
    const response = await setQuantityRoute(
      handlerRequest("PUT", "/api/cart", {
        body: { productId: "a00000000000000000000002", line: LINE, quantity: 3 },
      }),
    );
    await expectRefused(response, "line is not a line of this product.");
    expect(setCartQuantity).not.toHaveBeenCalled();
  });

  test("PUT /api/cart/delivery names the line to the backend", async () => {
    const body = { productId: PRODUCT_ID, line: LINE, delivery: { pincode: "560038" } };
    const response = await setDeliveryRoute(handlerRequest("PUT", "/api/cart/delivery", { body }));
    expect(response.status).toBe(200);
    expect(setCartDelivery).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, { pincode: "560038" }, LINE);
  });

  test("PUT /api/cart/delivery refuses a bad key", async () => {
    const body = { productId: PRODUCT_ID, line: `${PRODUCT_ID}.!`, delivery: null };
    const response = await setDeliveryRoute(handlerRequest("PUT", "/api/cart/delivery", { body }));
    expect(response.status).toBe(400);
    expect(setCartDelivery).not.toHaveBeenCalled();
  });

  test("DELETE /api/cart/{key} removes a gift line by its key", async () => {
    const response = await removeLineRoute(handlerRequest("DELETE", `/api/cart/${LINE}`), {
      params: Promise.resolve({ productId: LINE }),
    });
    expect(response.status).toBe(200);
    expect(removeFromCart).toHaveBeenCalledWith(TOKEN, LINE);
  });

  test("DELETE /api/cart/{key} with a key no line can have is 404", async () => {
    const response = await removeLineRoute(handlerRequest("DELETE", "/api/cart/x"), {
      params: Promise.resolve({ productId: `${PRODUCT_ID}..x` }),
    });
    expect(response.status).toBe(404);
    expect(removeFromCart).not.toHaveBeenCalled();
  });
});
