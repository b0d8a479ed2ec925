/** @jest-environment node */
import "../../support/handler-session";
import { PUT as lineDeliveryRoute } from "@/app/api/cart/delivery/route";
import { POST as addToCartRoute } from "@/app/api/cart/route";
import { GET as optionsRoute } from "@/app/api/delivery/options/route";
import {
  DELETE as forgetPincodeRoute,
  GET as pincodeRoute,
  PUT as savePincodeRoute,
} from "@/app/api/delivery/pincode/route";
import { readSession } from "@/lib/auth/session";
import { addToCart } from "@/lib/backend/cart";
import {
  deliveryAvailable,
  fetchDeliveryOptions,
  fetchPincode,
  setCartDelivery,
} from "@/lib/backend/delivery";
import { BackendError } from "@/lib/backend/fetch";
import type { DeliveryOptions, PincodeAnswer } from "@/lib/delivery/types";
import type { CartLine } from "@/lib/types";
import { CART_LOGIN_REQUIRED } from "@/lib/validations/cart";
import {
  SESSION,
  SITE,
  TOKEN,
  UNREACHABLE,
  describeMutationContract,
  expectBackendDown,
  handlerRequest,
} from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/delivery", () => ({
  deliveryAvailable: jest.fn(),
  fetchPincode: jest.fn(),
  fetchDeliveryOptions: jest.fn(),
  setCartDelivery: jest.fn(),
}));
jest.mock("@/lib/backend/cart", () => ({ addToCart: jest.fn() }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(deliveryAvailable).mockResolvedValue(true);
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const PRODUCT_ID = "a00000000000000000000001";
const ANSWER: PincodeAnswer = {
  pincode: "560038",
  served: true,
  place: { district: "Bengaluru Urban", state: "Karnataka" },
  hub: "Bengaluru",
  slotTypes: ["standard"],
  cod: true,
  courier: { from: "2026-11-27", to: "2026-11-29" },
};
const OPTIONS: DeliveryOptions = {
  pincode: "560038",
  served: true,
  place: ANSWER.place,
  cod: true,
  kind: { id: "cake", label: "Cakes" },
  mode: "courier",
  reason: null,
  sameDayCutoff: null,
  earliest: "2026-11-27",
  days: [],
  range: { from: "2026-11-27", to: "2026-11-29" },
};
const HAND = { pincode: "560038", date: "2026-11-26", slotId: "ft-19" };
const LINES: CartLine[] = [
  {
    key: PRODUCT_ID,
    variant: null,
    personalisation: null,
    product: {
      id: PRODUCT_ID,
      title: "Chocolate Truffle Cake",
      name: "Chocolate Truffle Cake",
      price: 599,
      oldPrice: 799,
      discount: 25,
      image: null,
      categoryId: "c1",
      categoryName: "Cakes",
      subcategoryId: null,
      subcategoryName: "",
      brand: "",
      sellerId: "s1",
    },
    quantity: 1,
    delivery: HAND,
  },
];

const BAD_PINS = ["", "012345", "56003", "5600381", "56003a", "110 0011"];

describe("GET /api/delivery/pincode", () => {
  const ask = (query: string) =>
    pincodeRoute(handlerRequest("GET", `/api/delivery/pincode?${query}`));

  test("answers what the backend says of the pincode, spaces taken out", async () => {
    jest.mocked(fetchPincode).mockResolvedValue(ANSWER);
    const response = await ask("pin=560%20038");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: ANSWER });
    expect(fetchPincode).toHaveBeenCalledWith("560038", null);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  test.each(BAD_PINS)(
    "a pin that is not one (%j) is 400 and the backend is not asked",
    async (pin) => {
      const response = await ask(`pin=${encodeURIComponent(pin)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/PIN code/) });
      expect(fetchPincode).not.toHaveBeenCalled();
    },
  );

  test("a backend without delivery answers { answer: null } and is asked nothing more", async () => {
    jest.mocked(deliveryAvailable).mockResolvedValue(false);
    const response = await ask("pin=560038");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: null });
    expect(fetchPincode).not.toHaveBeenCalled();
  });

  test("a backend that is away is 503 with the fallback text", async () => {
    jest.mocked(fetchPincode).mockRejectedValue(UNREACHABLE);
    await expectBackendDown(
      await ask("pin=560038"),
      "Could not check this PIN code. Please try again.",
    );
  });
});

describe("GET /api/delivery/options", () => {
  const ask = (query: string) =>
    optionsRoute(handlerRequest("GET", `/api/delivery/options?${query}`));

  test("answers the gift's options at the pincode", async () => {
    jest.mocked(fetchDeliveryOptions).mockResolvedValue(OPTIONS);
    const response = await ask(`pincode=560038&productId=${PRODUCT_ID}`);
    expect(await response.json()).toEqual({ options: OPTIONS });
    expect(fetchDeliveryOptions).toHaveBeenCalledWith("560038", PRODUCT_ID, null);
  });

  test.each([
    ["a bad pincode", `pincode=012345&productId=${PRODUCT_ID}`],
    ["no pincode", `productId=${PRODUCT_ID}`],
    ["no product", "pincode=560038"],
    ["a product id with a slash", "pincode=560038&productId=..%2Fx"],
  ])("%s is 400 and the backend is not asked", async (_, query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(fetchDeliveryOptions).not.toHaveBeenCalled();
  });

  test("a backend without delivery answers { options: null }", async () => {
    jest.mocked(deliveryAvailable).mockResolvedValue(false);
    const response = await ask(`pincode=560038&productId=${PRODUCT_ID}`);
    expect(await response.json()).toEqual({ options: null });
    expect(fetchDeliveryOptions).not.toHaveBeenCalled();
  });

  test("a product not on sale is the backend's 404, its words passed on", async () => {
    jest.mocked(fetchDeliveryOptions).mockRejectedValue(new BackendError("Product not found", 404));
    const response = await ask(`pincode=560038&productId=${PRODUCT_ID}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Product not found" });
  });
});

describe("PUT and DELETE /api/delivery/pincode", () => {
  const save = (body: unknown, origin?: string | null) =>
    savePincodeRoute(handlerRequest("PUT", "/api/delivery/pincode", { body, origin }));
  const cookieLine = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith("pincode=")) ?? null;

  test("sets the pincode cookie for the visit: Lax, the whole site, readable by the page", async () => {
    const response = await save({ pincode: "560 038" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pincode: "560038" });
    const line = cookieLine(response);
    expect(line).toMatch(/^pincode=560038;/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=lax/i);
    // A session cookie, not secret, and plain http here: no lifetime, no HttpOnly, no Secure.
    expect(line).not.toMatch(/Max-Age|Expires|HttpOnly|Secure/i);
  });

  test("is Secure over https", async () => {
    await jest.isolateModulesAsync(async () => {
      process.env.SITE_URL = "https://shop.example.in";
      try {
        const backend = await import("@/lib/backend/delivery");
        jest.mocked(backend.deliveryAvailable).mockResolvedValue(true);
        const route = await import("@/app/api/delivery/pincode/route");
        const response = await route.PUT(
          handlerRequest("PUT", "/api/delivery/pincode", {
            body: { pincode: "560038" },
            site: "https://shop.example.in",
          }),
        );
        expect(cookieLine(response)).toMatch(/; Secure/);
      } finally {
        process.env.SITE_URL = SITE;
      }
    });
  });

  test.each(BAD_PINS)("a pincode that is not one (%j) is 400 and sets nothing", async (pincode) => {
    const response = await save({ pincode });
    expect(response.status).toBe(400);
    expect(cookieLine(response)).toBeNull();
  });

  test("a cross-site request is 403 and sets nothing", async () => {
    const response = await save({ pincode: "560038" }, "https://evil.example");
    expect(response.status).toBe(403);
    expect(cookieLine(response)).toBeNull();
  });

  test("a backend without delivery refuses it (404) and sets nothing", async () => {
    jest.mocked(deliveryAvailable).mockResolvedValue(false);
    const response = await save({ pincode: "560038" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Delivery checks are not available." });
    expect(cookieLine(response)).toBeNull();
  });

  test("DELETE forgets it: the cookie expired", async () => {
    const response = await forgetPincodeRoute(handlerRequest("DELETE", "/api/delivery/pincode"));
    expect(response.status).toBe(200);
    expect(cookieLine(response)).toMatch(/^pincode=;.*Max-Age=0/i);
  });
});

describeMutationContract([
  {
    name: "PUT /api/cart/delivery",
    method: "PUT",
    path: "/api/cart/delivery",
    call: (request) => lineDeliveryRoute(request),
    body: { productId: PRODUCT_ID, delivery: HAND },
    badBodies: [
      ["a missing delivery", { productId: PRODUCT_ID }],
      ["a bad pincode", { productId: PRODUCT_ID, delivery: { pincode: "012345" } }],
      [
        "a day without a slot",
        { productId: PRODUCT_ID, delivery: { pincode: "560038", date: "2026-11-26" } },
      ],
      [
        "a slot without a day",
        { productId: PRODUCT_ID, delivery: { pincode: "560038", slotId: "ft-19" } },
      ],
      [
        "a date that is not a day",
        { productId: PRODUCT_ID, delivery: { ...HAND, date: "26/11/2026" } },
      ],
      ["a bad product id", { productId: "../x", delivery: HAND }],
    ],
    backend: jest.mocked(setCartDelivery),
    succeed: () => jest.mocked(setCartDelivery).mockResolvedValue(LINES),
    expectedArgs: [TOKEN, PRODUCT_ID, HAND],
    visitorError: CART_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not save the delivery for this gift. Please try again.",
    success: { status: 200, body: { lines: LINES } },
  },
]);

describe("PUT /api/cart/delivery with null", () => {
  test("clears the line's delivery", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(setCartDelivery).mockResolvedValue([{ ...LINES[0]!, delivery: null }]);
    const response = await lineDeliveryRoute(
      handlerRequest("PUT", "/api/cart/delivery", {
        body: { productId: PRODUCT_ID, delivery: null },
      }),
    );
    expect(response.status).toBe(200);
    expect(setCartDelivery).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, null);
  });
});

describe("POST /api/cart with a delivery", () => {
  const add = (body: unknown) => addToCartRoute(handlerRequest("POST", "/api/cart", { body }));
  beforeEach(() => jest.mocked(readSession).mockResolvedValue(SESSION));

  test.each([
    ["a hand delivery", HAND],
    ["a courier delivery", { pincode: "560038" }],
  ])("%s goes to the backend with the line", async (_, delivery) => {
    jest.mocked(addToCart).mockResolvedValue(LINES);
    const response = await add({ productId: PRODUCT_ID, quantity: 1, delivery });
    expect(response.status).toBe(200);
    expect(addToCart).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, 1, delivery);
  });

  test("a delivery with a day and no slot is 400 and nothing is added", async () => {
    const response = await add({
      productId: PRODUCT_ID,
      delivery: { pincode: "560038", date: "2026-11-26" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Choose both a delivery day and a slot." });
    expect(addToCart).not.toHaveBeenCalled();
  });
});
