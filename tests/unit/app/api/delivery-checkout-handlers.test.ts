/** @jest-environment node */
import "../../support/handler-session";
// Checkout with delivery (docs/delivery.md): the quote handler, and checkout/start and
// place-order carrying the deliveries the shopper saw. The backend adapters are mocked; the
// BFF's own checkout code (lib/checkout/server.ts) is real.
import { POST as quoteRoute } from "@/app/api/delivery/quote/route";
import { POST as startRoute } from "@/app/api/checkout/start/route";
import { POST as placeRoute } from "@/app/api/orders/route";
import { readSession } from "@/lib/auth/session";
import { clearCart, fetchCart } from "@/lib/backend/cart";
import { quoteDelivery } from "@/lib/backend/delivery-quote";
import { BackendError } from "@/lib/backend/fetch";
import { fetchOrders, fetchPaymentSetup, placeOrder, startPayment } from "@/lib/backend/orders";
import { resetShopLimiter } from "@/lib/bff/rate-limit";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { DELIVERY_QUOTE_FAILED } from "@/lib/validations/checkout";
import { line, product } from "../../support/cart-fixtures";
import { homeShipping, signedPayment } from "../../support/checkout-fixtures";
import { SESSION, SITE, TOKEN, expectFallback, handlerRequest } from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/delivery-quote", () => ({ quoteDelivery: jest.fn() }));
jest.mock("@/lib/backend/orders", () => ({
  fetchOrders: jest.fn(),
  fetchPaymentSetup: jest.fn(),
  placeOrder: jest.fn(),
  startPayment: jest.fn(),
}));
jest.mock("@/lib/backend/cart", () => ({ clearCart: jest.fn(), fetchCart: jest.fn() }));

const CAKE = { productId: "cake", pincode: "560001", date: "2026-11-27", slotId: "midnight" };
const MUG = { productId: "mug", pincode: "560001" };

/** The backend's quote for the cake at midnight (₹199) and the mug by courier. */
function quote(overrides: Partial<DeliveryQuote> = {}): DeliveryQuote {
  return {
    pincode: "560001",
    cod: true,
    ok: true,
    substitution: false,
    deliveryCharge: 199,
    lines: [
      {
        productId: "cake",
        choice: { pincode: "560001", date: "2026-11-27", slotId: "midnight" },
        chosen: true,
        promise: { mode: "hand", date: "2026-11-27", slotId: "midnight", charge: 199 },
        problem: null,
      },
      {
        productId: "mug",
        choice: { pincode: "560001" },
        chosen: false,
        promise: { mode: "courier", range: { from: "2026-11-28", to: "2026-11-30" }, charge: 0 },
        problem: null,
      },
    ],
    deliveries: [],
    ...overrides,
  };
}

const SLOT_FULL = "The Midnight slot on Thu, 27 Nov is full. Please pick another slot.";
const withProblem = () =>
  quote({
    ok: false,
    deliveryCharge: 0,
    lines: quote().lines.map((entry) =>
      entry.productId === "cake" ? { ...entry, promise: null, problem: SLOT_FULL } : entry,
    ),
  });

const PAYMENT = {
  provider: "local" as const,
  key: "key_1",
  orderId: "order_1",
  amount: 1299,
  currency: "INR" as const,
};

beforeEach(async () => {
  jest.resetAllMocks();
  await resetShopLimiter();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchOrders).mockResolvedValue([]);
  // The reference backend's getkey: it checks payments itself.
  jest
    .mocked(fetchPaymentSetup)
    .mockResolvedValue({ key: "rzp_local_offline", verifiesPayments: true });
  // The server-side cart: 2 × ₹450 cake + ₹200 mug = ₹1,100.
  jest
    .mocked(fetchCart)
    .mockResolvedValue([line(product("cake", 450), 2), line(product("mug", 200), 1)]);
  jest.mocked(quoteDelivery).mockResolvedValue(quote());
  jest.mocked(startPayment).mockResolvedValue(PAYMENT);
  jest.mocked(placeOrder).mockResolvedValue("order-db-1");
  jest.mocked(clearCart).mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

const post = (path: string, body: unknown) => handlerRequest("POST", path, { body });

describe("POST /api/delivery/quote", () => {
  test("quotes the shopper's cart at the pincode with their choices", async () => {
    const response = await quoteRoute(
      post("/api/delivery/quote", { pincode: "560001", choices: [CAKE] }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ quote: quote() });
    expect(quoteDelivery).toHaveBeenCalledWith(TOKEN, "560001", [CAKE]);
  });

  test("a shop that keeps no delivery answers quote: null", async () => {
    jest.mocked(quoteDelivery).mockResolvedValue(null);
    const response = await quoteRoute(post("/api/delivery/quote", { pincode: "560001" }));
    expect(await response.json()).toEqual({ quote: null });
    expect(quoteDelivery).toHaveBeenCalledWith(TOKEN, "560001", undefined);
  });

  test("a visitor is 401 and a bad pincode or choice 400, without asking the backend", async () => {
    jest.mocked(readSession).mockResolvedValueOnce(null);
    expect((await quoteRoute(post("/api/delivery/quote", { pincode: "560001" }))).status).toBe(401);

    const bad = await quoteRoute(post("/api/delivery/quote", { pincode: "06001" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Enter a valid 6-digit PIN code." });

    const twoPins = await quoteRoute(
      post("/api/delivery/quote", {
        pincode: "560001",
        choices: [CAKE, { ...MUG, pincode: "110001" }],
      }),
    );
    expect(twoPins.status).toBe(400);
    expect(await twoPins.json()).toEqual({
      error: "Every delivery of an order goes to one PIN code.",
    });
    expect(quoteDelivery).not.toHaveBeenCalled();
  });

  test("a backend that fails is 502 with the shopper's text only", async () => {
    jest.mocked(quoteDelivery).mockRejectedValue(new BackendError("quote answered 500", 500));
    await expectFallback(
      await quoteRoute(post("/api/delivery/quote", { pincode: "560001" })),
      DELIVERY_QUOTE_FAILED,
    );
  });
});

describe("POST /api/checkout/start with deliveries", () => {
  test("pays the cart's total plus the quoted delivery charge and hands the backend the choices", async () => {
    const response = await startRoute(post("/api/checkout/start", { deliveries: [CAKE, MUG] }));
    expect(response.status).toBe(200);
    expect(quoteDelivery).toHaveBeenCalledWith(TOKEN, "560001", [CAKE, MUG], undefined);
    expect(startPayment).toHaveBeenCalledWith(TOKEN, 1100 + 199, {
      pincode: "560001",
      choices: [CAKE, MUG],
    });
  });

  test("a problem in the quote is refused in its words before any payment exists", async () => {
    jest.mocked(quoteDelivery).mockResolvedValue(withProblem());
    const response = await startRoute(post("/api/checkout/start", { deliveries: [CAKE, MUG] }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_FULL });
    expect(startPayment).not.toHaveBeenCalled();
  });

  test("a cart line the shopper saw no delivery for (the cart changed) is refused", async () => {
    const response = await startRoute(post("/api/checkout/start", { deliveries: [CAKE] }));
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/“Gift mug” has no delivery chosen/);
    expect(startPayment).not.toHaveBeenCalled();
  });

  test("the backend refusing the slot (409) reaches the shopper as its message", async () => {
    jest.mocked(startPayment).mockRejectedValue(new BackendError(SLOT_FULL, 409));
    const response = await startRoute(post("/api/checkout/start", { deliveries: [CAKE, MUG] }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_FULL });
  });

  test("a backend without delivery: the cart's total, and nothing new is sent", async () => {
    jest.mocked(quoteDelivery).mockResolvedValue(null);
    await startRoute(post("/api/checkout/start", { deliveries: [CAKE, MUG] }));
    expect(startPayment).toHaveBeenCalledWith(TOKEN, 1100);

    jest.mocked(startPayment).mockClear();
    jest.mocked(quoteDelivery).mockClear();
    await startRoute(post("/api/checkout/start", {}));
    expect(quoteDelivery).not.toHaveBeenCalled();
    expect(startPayment).toHaveBeenCalledWith(TOKEN, 1100);
  });

  test("a start with no body at all is a payment without deliveries, as it always was", async () => {
    const response = await startRoute(handlerRequest("POST", "/api/checkout/start"));
    expect(response.status).toBe(200);
    expect(quoteDelivery).not.toHaveBeenCalled();
    expect(startPayment).toHaveBeenCalledWith(TOKEN, 1100);
  });

  test("a body that is not JSON is still refused", async () => {
    const response = await startRoute(post("/api/checkout/start", "{not json"));
    expect(response.status).toBe(400);
    expect(startPayment).not.toHaveBeenCalled();
  });
});

describe("POST /api/orders with deliveries", () => {
  const payload = () => jest.mocked(placeOrder).mock.calls[0]![1];

  test("each item carries its delivery and the total the quoted charge", async () => {
    const response = await placeRoute(
      post("/api/orders", { address: homeShipping, deliveries: [CAKE, MUG] }),
    );
    expect(response.status).toBe(201);
    expect(payload().items).toEqual([
      expect.objectContaining({
        productId: "cake",
        price: 450,
        delivery: { pincode: "560001", date: "2026-11-27", slotId: "midnight" },
      }),
      expect.objectContaining({ productId: "mug", price: 200, delivery: { pincode: "560001" } }),
    ]);
    expect(payload().totalAmount).toBe(1100 + 199);
  });

  test("a paid order is quoted for its payment, whose held places stay the shopper's", async () => {
    const response = await placeRoute(
      post("/api/orders", {
        address: homeShipping,
        payment: signedPayment,
        deliveries: [CAKE, MUG],
      }),
    );
    expect(response.status).toBe(201);
    expect(jest.mocked(quoteDelivery)).toHaveBeenCalledWith(
      expect.any(String),
      "560001",
      [CAKE, MUG],
      signedPayment.razorpay_order_id,
    );
    expect(payload().totalAmount).toBe(1299);
  });

  test("a paid order goes on with the charge even if the quote now sees a problem", async () => {
    // The backend judges the payment's held places again when it books them.
    jest.mocked(quoteDelivery).mockResolvedValue({ ...withProblem(), deliveryCharge: 199 });
    const response = await placeRoute(
      post("/api/orders", {
        address: homeShipping,
        payment: signedPayment,
        deliveries: [CAKE, MUG],
      }),
    );
    expect(response.status).toBe(201);
    expect(payload().totalAmount).toBe(1299);
  });

  test("deliveries checked for another pincode than the address's are 409", async () => {
    const elsewhere = [CAKE, MUG].map((choice) => ({ ...choice, pincode: "110001" }));
    const response = await placeRoute(
      post("/api/orders", { address: homeShipping, deliveries: elsewhere }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(
      "Delivery was checked for 110001, but this address is in 560001. Please check delivery again.",
    );
    expect(quoteDelivery).not.toHaveBeenCalled();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  test("a line without a delivery is refused", async () => {
    const response = await placeRoute(
      post("/api/orders", { address: homeShipping, deliveries: [MUG] }),
    );
    expect(response.status).toBe(409);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  test("cash on delivery: a problem, or a pincode that takes no cash, is refused", async () => {
    jest.mocked(quoteDelivery).mockResolvedValueOnce(withProblem());
    const problem = await placeRoute(
      post("/api/orders", { address: homeShipping, deliveries: [CAKE, MUG] }),
    );
    expect(problem.status).toBe(409);
    expect(await problem.json()).toEqual({ error: SLOT_FULL });

    jest.mocked(quoteDelivery).mockResolvedValueOnce(quote({ cod: false }));
    const noCash = await placeRoute(
      post("/api/orders", { address: homeShipping, deliveries: [CAKE, MUG] }),
    );
    expect(noCash.status).toBe(409);
    expect((await noCash.json()).error).toMatch(/Cash on delivery is not available at 560001/);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  test("a backend without delivery: the contract's payload, no delivery on any item", async () => {
    jest.mocked(quoteDelivery).mockResolvedValue(null);
    await placeRoute(post("/api/orders", { address: homeShipping, deliveries: [CAKE, MUG] }));
    expect(payload().totalAmount).toBe(1100);
    expect(payload().items.every((item) => !("delivery" in item))).toBe(true);
  });

  test("no deliveries sent: the backend is not asked for a quote", async () => {
    await placeRoute(post("/api/orders", { address: homeShipping }));
    expect(quoteDelivery).not.toHaveBeenCalled();
    expect(payload().totalAmount).toBe(1100);
  });
});
