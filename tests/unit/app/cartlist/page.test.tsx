/** @jest-environment node */
import { redirect } from "next/navigation";
import type { ReactElement } from "react";
import AddOnsPage from "@/app/cartlist/add-ons/page";
import CartPage from "@/app/cartlist/page";
import { AddOnsStep } from "@/components/cart/add-ons-step";
import { CartView } from "@/components/cart/cart-view";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { getCurrentUser } from "@/lib/auth/session";
import { addOnsToOffer, showsAddOns } from "@/lib/backend/addons";
import { showsDelivery } from "@/lib/backend/delivery";
import type { Product } from "@/lib/types";

// Where the cart's Continue goes (docs/gifting.md "Add-ons step"): the add-ons step when the
// backend offers add-ons, else the address as docs/contract.md has it. The cart page finds out
// on the server, so the browser asks nothing more.

jest.mock("next/navigation", () => ({ redirect: jest.fn() }));
jest.mock("@/lib/auth/session", () => ({ getCurrentUser: jest.fn() }));
jest.mock("@/lib/backend/addons", () => ({ addOnsToOffer: jest.fn(), showsAddOns: jest.fn() }));
jest.mock("@/lib/backend/delivery", () => ({ showsDelivery: jest.fn() }));

const CANDLES = {
  id: "a0000000000000000000000a",
  title: "Birthday Candles",
  name: "Birthday Candles",
  brand: "",
  sellerId: "s1",
  price: 49,
  oldPrice: 49,
  discount: 0,
  image: { url: "/uploads/products/candles.webp", alt: "Birthday Candles" },
  categoryId: "c1",
  categoryName: "Cakes",
  subcategoryId: null,
  subcategoryName: "",
  variants: [],
  personalisation: null,
} as unknown as Product;

type Frame = Parameters<typeof CheckoutPage>[0];
const frameOf = async (page: Promise<ReactElement>) => {
  const element = (await page) as ReactElement<Frame>;
  expect(element.type).toBe(CheckoutPage);
  return element.props;
};

beforeEach(() => {
  jest.mocked(redirect).mockImplementation((to: string) => {
    throw new Error(`redirect ${to}`);
  });
  jest.mocked(getCurrentUser).mockResolvedValue({ id: "u1", name: "Asha", email: "a@b.in" });
  jest.mocked(showsDelivery).mockResolvedValue(false);
});
afterEach(() => jest.resetAllMocks());

describe("the cart's Continue", () => {
  test("goes to the add-ons step when the backend has add-ons, and the steps show it", async () => {
    jest.mocked(showsAddOns).mockResolvedValue(true);
    const frame = await frameOf(CartPage());
    expect(frame.addOns).toBe(true);
    const view = frame.children as ReactElement<Parameters<typeof CartView>[0]>;
    expect(view.type).toBe(CartView);
    expect(view.props.next).toBe("/cartlist/add-ons");
  });

  test("goes straight to the address against a contract backend (no add-ons)", async () => {
    jest.mocked(showsAddOns).mockResolvedValue(false);
    const frame = await frameOf(CartPage());
    expect(frame.addOns).toBe(false);
    const view = frame.children as ReactElement<Parameters<typeof CartView>[0]>;
    expect(view.props.next).toBe("/addaddress");
  });
});

describe("/cartlist/add-ons", () => {
  test("offers the backend's add-ons, going on to the address", async () => {
    jest.mocked(addOnsToOffer).mockResolvedValue([CANDLES]);
    const frame = await frameOf(AddOnsPage());
    expect(frame).toMatchObject({ step: "Add-ons", title: "Add a little extra", addOns: true });
    const step = frame.children as ReactElement<Parameters<typeof AddOnsStep>[0]>;
    expect(step.type).toBe(AddOnsStep);
    expect(step.props.next).toBe("/addaddress");
    expect(step.props.addOns).toEqual([
      expect.objectContaining({ id: CANDLES.id, title: "Birthday Candles", price: 49 }),
    ]);
  });

  test("an add-on sold in variants (number candles) comes with them, for the card to ask", async () => {
    const digits = {
      id: "digits-25",
      label: "Number 25",
      options: { "First digit": "2", "Second digit": "5" },
      price: 149,
      oldPrice: 149,
      discount: 0,
    };
    jest.mocked(addOnsToOffer).mockResolvedValue([{ ...CANDLES, variants: [digits] }]);
    const step = (await frameOf(AddOnsPage())).children as ReactElement<
      Parameters<typeof AddOnsStep>[0]
    >;
    expect(step.props.addOns[0]?.variants).toEqual([digits]);
  });

  test("without add-ons there is no step: the shopper is sent on to the address", async () => {
    jest.mocked(addOnsToOffer).mockResolvedValue([]);
    await expect(AddOnsPage()).rejects.toThrow("redirect /addaddress");
  });

  test("a shopper who is not signed in is sent to log in first", async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(null);
    await expect(AddOnsPage()).rejects.toThrow(
      `redirect /login?next=${encodeURIComponent("/cartlist/add-ons")}`,
    );
    expect(addOnsToOffer).not.toHaveBeenCalled();
  });
});
