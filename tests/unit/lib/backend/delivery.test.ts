/** @jest-environment node */
import { addToCart, fetchCart } from "@/lib/backend/cart";
import { fetchDeliveryOptions, fetchPincode, setCartDelivery } from "@/lib/backend/delivery";
import { BackendError } from "@/lib/backend/fetch";

// The delivery extension's adapter (docs/delivery.md "The API"): its answers parsed into the
// storefront's types, and the probe that tells a backend with delivery from a contract one.

/** A pincode answer as the reference backend sends it. */
const PINCODE = {
  success: true,
  pincode: "560038",
  served: true,
  place: { district: "Bengaluru Urban", state: "Karnataka" },
  hub: "Bengaluru",
  slotTypes: ["standard", "fixed-time", "midnight", "drone"],
  cod: true,
  courier: { from: "2026-11-27", to: "2026-11-29" },
};

const OPTIONS = {
  success: true,
  pincode: "560038",
  served: true,
  place: { district: "Bengaluru Urban", state: "Karnataka" },
  cod: true,
  kind: { id: "cake", label: "Cakes" },
  mode: "hand",
  reason: null,
  sameDayCutoff: "16:00",
  earliest: "2026-11-25",
  days: [
    {
      date: "2026-11-25",
      slots: [
        {
          id: "std",
          type: "standard",
          label: "Standard",
          from: "09:00",
          to: "21:00",
          charge: 0,
          available: false,
          reason: "cutoff",
          closesAt: "2026-11-25T10:30:00.000Z",
        },
        {
          id: "ft-19",
          type: "fixed-time",
          label: "7 pm – 9 pm",
          from: "19:00",
          to: "21:00",
          charge: 99,
          available: true,
          closesAt: "2026-11-25T12:30:00.000Z",
        },
      ],
    },
  ],
  range: null,
};

const wireProduct = {
  _id: "p1",
  title: "Chocolate Truffle Cake",
  price: 599,
  oldprice: 799,
  image: "/uploads/products/p1.webp",
  categoryname: { _id: "c1", name: "Cakes" },
};

function answerWith(...bodies: [number, unknown][]) {
  const spy = jest.spyOn(globalThis, "fetch");
  for (const [status, json] of bodies) {
    spy.mockResolvedValueOnce(new Response(JSON.stringify(json), { status }));
  }
  return spy;
}

const sent = (spy: jest.SpyInstance, call = 0) => {
  const [url, init] = spy.mock.calls[call] as [string, RequestInit];
  return {
    method: init.method ?? "GET",
    path: url.replace(/^https?:\/\/[^/]+/, ""),
    cache: init.cache,
    body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
  };
};

afterEach(() => jest.restoreAllMocks());

describe("fetchPincode", () => {
  test("reads the answer, leaving out slot types the storefront does not know, never cached", async () => {
    const spy = answerWith([200, PINCODE]);
    await expect(fetchPincode("560038", null)).resolves.toEqual({
      pincode: "560038",
      served: true,
      place: { district: "Bengaluru Urban", state: "Karnataka" },
      hub: "Bengaluru",
      slotTypes: ["standard", "fixed-time", "midnight"],
      cod: true,
      courier: { from: "2026-11-27", to: "2026-11-29" },
    });
    expect(sent(spy)).toMatchObject({ path: "/api/delivery/pincode/560038", cache: "no-store" });
  });

  test("carries the shopper's address, which the backend limits these reads by", async () => {
    const spy = answerWith([200, PINCODE], [200, OPTIONS]);
    await fetchPincode("560038", "203.0.113.7");
    await fetchDeliveryOptions("560038", "p1", "203.0.113.7");
    for (const call of [0, 1]) {
      const [, init] = spy.mock.calls[call] as [string, RequestInit];
      expect(new Headers(init.headers).get("x-forwarded-for")).toBe("203.0.113.7");
    }
  });

  test("an unserved pincode is an answer, not an error", async () => {
    answerWith([
      200,
      { ...PINCODE, served: false, place: null, hub: null, slotTypes: [], courier: null },
    ]);
    await expect(fetchPincode("999999", null)).resolves.toMatchObject({
      served: false,
      place: null,
    });
  });

  test("the backend's 400 reaches the caller with its words", async () => {
    answerWith([400, { success: false, message: "Enter a valid 6-digit PIN code." }]);
    await expect(fetchPincode("012345", null)).rejects.toMatchObject({
      status: 400,
      message: "Enter a valid 6-digit PIN code.",
    });
  });

  test("an answer of another shape is a 502", async () => {
    answerWith([200, { success: true, pincode: "560038" }]);
    await expect(fetchPincode("560038", null)).rejects.toMatchObject({ status: 502 });
  });
});

describe("fetchDeliveryOptions", () => {
  test("reads days and slots, with the reasons and closing times of those that cannot be had", async () => {
    const spy = answerWith([200, OPTIONS]);
    const options = await fetchDeliveryOptions("560038", "p1", null);
    expect(sent(spy).path).toBe("/api/delivery/options?pincode=560038&productId=p1");
    expect(options).not.toHaveProperty("success");
    expect(options.mode).toBe("hand");
    expect(options.days[0]?.slots).toEqual([
      expect.objectContaining({ id: "std", available: false, reason: "cutoff" }),
      expect.objectContaining({ id: "ft-19", available: true, charge: 99 }),
    ]);
  });

  test("a product not on sale is the backend's 404", async () => {
    answerWith([404, { success: false, message: "Product not found" }]);
    await expect(fetchDeliveryOptions("560038", "gone", null)).rejects.toMatchObject({
      status: 404,
    });
  });

  test("a slot reason the API does not name is refused as a bad answer", async () => {
    const days = [{ date: "2026-11-25", slots: [{ ...OPTIONS.days[0]!.slots[1], reason: "x" }] }];
    answerWith([200, { ...OPTIONS, days }]);
    await expect(fetchDeliveryOptions("560038", "p1", null)).rejects.toMatchObject({ status: 502 });
  });
});

describe("the cart's delivery", () => {
  test("a line without delivery (a contract backend) reads null; a saved choice is kept", async () => {
    answerWith([
      200,
      {
        success: true,
        cart: [
          { product: wireProduct, quantity: 1 },
          { product: { ...wireProduct, _id: "p2" }, quantity: 1, delivery: { pincode: "560038" } },
          {
            product: { ...wireProduct, _id: "p3" },
            quantity: 1,
            delivery: { pincode: "560038", date: "2026-11-26", slotId: "ft-19" },
          },
        ],
      },
    ]);
    const lines = await fetchCart("tok");
    expect(lines.map((line) => line.delivery)).toEqual([
      null,
      { pincode: "560038" },
      { pincode: "560038", date: "2026-11-26", slotId: "ft-19" },
    ]);
  });

  test("a malformed delivery reads as none and never drops its line", async () => {
    answerWith([
      200,
      { success: true, cart: [{ product: wireProduct, quantity: 2, delivery: { pincode: 5 } }] },
    ]);
    await expect(fetchCart("tok")).resolves.toEqual([
      expect.objectContaining({ quantity: 2, delivery: null }),
    ]);
  });

  test("Add to Cart sends delivery only when one was chosen", async () => {
    const cart = { success: true, cart: [{ product: wireProduct, quantity: 1 }] };
    const spy = answerWith([200, cart], [200, cart]);
    await addToCart("tok", "p1", 1);
    await addToCart("tok", "p1", 1, { pincode: "560038", date: "2026-11-26", slotId: "ft-19" });
    expect(sent(spy, 0).body).toEqual({ productId: "p1", quantity: 1 });
    expect(sent(spy, 1).body).toEqual({
      productId: "p1",
      quantity: 1,
      delivery: { pincode: "560038", date: "2026-11-26", slotId: "ft-19" },
    });
  });

  test("setCartDelivery puts the choice (or null) to /api/auth/cart-delivery and reads the lines", async () => {
    const cart = {
      success: true,
      cart: [{ product: wireProduct, quantity: 1, delivery: { pincode: "560038" } }],
    };
    const spy = answerWith([200, cart], [200, { success: true, cart: [] }]);
    await expect(setCartDelivery("tok", "p1", { pincode: "560038" })).resolves.toEqual([
      expect.objectContaining({ delivery: { pincode: "560038" } }),
    ]);
    await setCartDelivery("tok", "p1", null);
    expect(sent(spy, 0)).toMatchObject({
      method: "PUT",
      path: "/api/auth/cart-delivery",
      body: { productId: "p1", delivery: { pincode: "560038" } },
    });
    expect(sent(spy, 1).body).toEqual({ productId: "p1", delivery: null });
  });

  test("a choice that cannot be had now is the backend's 409 with its reason", async () => {
    const reason = "The 7 pm – 9 pm slot on Wed, 25 Nov is full. Please pick another slot.";
    answerWith([409, { success: false, message: reason }]);
    const refusal = setCartDelivery("tok", "p1", {
      pincode: "560038",
      date: "2026-11-25",
      slotId: "ft-19",
    });
    await expect(refusal).rejects.toEqual(new BackendError(reason, 409));
  });
});
