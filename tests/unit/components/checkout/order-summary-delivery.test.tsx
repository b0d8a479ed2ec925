import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { OrderSummaryView } from "@/components/checkout/order-summary-view";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { saveDeliveryAddress } from "@/lib/stores/delivery-address";
import { CHECKOUT_DELIVERIES_KEY } from "@/lib/stores/checkout-deliveries";
import { useCart } from "@/lib/stores/cart";
import { answer, callsTo, deferred, line, product, routeFetch } from "../../support/cart-fixtures";
import { home, homeShipping } from "../../support/checkout-fixtures";

// The order summary where the shop keeps delivery (docs/delivery.md). Without it (quote null)
// the summary is the contract's: order-summary-view.test.tsx.

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace }) }));
jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

// 2 × ₹450 cake and a ₹200 mug: ₹1,100 of items.
const cake = product("cake", 450);
const mug = product("mug", 200);

const CAKE_CHOICE = { pincode: "560001", date: "2026-11-27", slotId: "midnight" };
const SLOT_FULL = "The Midnight slot on Fri, 27 Nov is full. Please pick another slot.";

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
        choice: CAKE_CHOICE,
        chosen: true,
        promise: {
          mode: "hand",
          date: "2026-11-27",
          slotId: "midnight",
          slotType: "midnight",
          slotLabel: "11 pm – 11:59 pm",
          window: { from: "23:00", to: "23:59" },
          charge: 199,
        },
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
    deliveries: [
      {
        key: "hub|2026-11-27|midnight",
        mode: "hand",
        date: "2026-11-27",
        slotId: "midnight",
        slotType: "midnight",
        slotLabel: "11 pm – 11:59 pm",
        window: { from: "23:00", to: "23:59" },
        charge: 199,
        productIds: ["cake"],
      },
      {
        key: "courier",
        mode: "courier",
        range: { from: "2026-11-28", to: "2026-11-30" },
        charge: 0,
        productIds: ["mug"],
      },
    ],
    ...overrides,
  };
}

/** The cake's slot filled up: its line has a problem and no delivery. */
const fullQuote = () => {
  const base = quote();
  return quote({
    ok: false,
    deliveryCharge: 0,
    lines: base.lines.map((entry) =>
      entry.productId === "cake" ? { ...entry, promise: null, problem: SLOT_FULL } : entry,
    ),
    deliveries: base.deliveries.filter((delivery) => delivery.mode === "courier"),
  });
};

const DELIVERIES = [
  { productId: "cake", ...CAKE_CHOICE },
  { productId: "mug", pincode: "560001" },
];

type Routes = Parameters<typeof routeFetch>[0];

async function showSummary(quoteRoute: Routes[string], routes: Routes = {}) {
  const fetchMock = routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 2), line(mug, 1)] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": quoteRoute,
    ...routes,
  });
  render(<OrderSummaryView />);
  await screen.findByRole("heading", { name: "3 items in this order" });
  return fetchMock;
}

const payNow = () => screen.getAllByRole("button", { name: /Pay Now|Processing\.\.\./ })[0]!;
const panel = () => within(screen.getByRole("region", { name: "Price details" }));
const valueOf = (term: string) => panel().getByText(term).nextSibling;

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  jest.mocked(toast.error).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  window.sessionStorage.clear();
  useCart.getState().reset();
  saveDeliveryAddress(home);
});
afterEach(() => jest.restoreAllMocks());

test("asks for the quote at the address's pincode and groups the items by delivery", async () => {
  const fetchMock = await showSummary(() => answer(200, { quote: quote() }));
  const midnight = await screen.findByRole("region", {
    name: "Fri, 27 Nov · 11 pm – 11:59 pm · Midnight , delivery ₹199",
  });
  expect(callsTo(fetchMock, "POST /api/delivery/quote")).toEqual([{ pincode: "560001" }]);
  expect(within(midnight).getByText("Gift cake")).toBeInTheDocument();
  const courier = screen.getByRole("region", {
    name: "Arrives 28 Nov – 30 Nov (courier) , delivery Free",
  });
  expect(within(courier).getByText("Gift mug")).toBeInTheDocument();
  // The mug's delivery was chosen for the shopper; the cake's they chose.
  expect(within(courier).getByText("Earliest standard delivery")).toBeInTheDocument();
  expect(within(midnight).queryByText("Earliest standard delivery")).not.toBeInTheDocument();
});

// How the panel words each charge (Free, a placeholder, a dash): price-summary.test.tsx. Here:
// that the summary gives it the quote's charge.
test("the price panel adds the delivery charges to the total", async () => {
  await showSummary(() => answer(200, { quote: quote() }));
  await waitFor(() => expect(valueOf("Delivery Charges")).toHaveTextContent("₹199"));
  expect(valueOf("Total Amount")).toHaveTextContent("₹1,299");
  expect(payNow()).toBeEnabled();
});

test("while delivery is being checked, Pay Now waits and says why", async () => {
  const pending = deferred<Awaited<ReturnType<typeof answer>>>();
  await showSummary(() => pending.promise);
  expect(screen.getByRole("status")).toHaveTextContent("Checking delivery…");
  expect(payNow()).toBeDisabled();
  expect(payNow()).toHaveAccessibleDescription("Checking delivery to your address…");

  await act(async () => pending.resolve(await answer(200, { quote: quote() })));
  expect(payNow()).toBeEnabled();
  expect(payNow()).not.toHaveAccessibleDescription();
});

test("a line's problem is shown on it with a way to change it, and Pay Now waits", async () => {
  await showSummary(() => answer(200, { quote: fullQuote() }));
  const stuck = await screen.findByRole("region", { name: "Needs another delivery" });
  expect(within(stuck).getByText("Gift cake")).toBeInTheDocument();
  expect(within(stuck).getByText(SLOT_FULL)).toBeInTheDocument();
  expect(within(stuck).getByRole("link", { name: "Change delivery of Gift cake" })).toHaveAttribute(
    "href",
    "/cartlist",
  );
  expect(payNow()).toBeDisabled();
  expect(payNow()).toHaveAccessibleDescription(
    "Change the delivery of the items marked above to pay.",
  );
});

test("cash on delivery is unavailable, with the reason, where the pincode takes no cash", async () => {
  await showSummary(() => answer(200, { quote: quote({ cod: false }) }));
  const cod = await screen.findByRole("radio", { name: "Cash on delivery" });
  await waitFor(() => expect(cod).toBeDisabled());
  expect(cod).toHaveAccessibleDescription(
    "Cash on delivery is not available at 560001. Please pay online.",
  );
  expect(screen.getByRole("radio", { name: "Pay online — card or UPI" })).toBeChecked();
});

test("a quote that failed to load says so; Retry asks again", async () => {
  let attempts = 0;
  await showSummary(() =>
    ++attempts === 1
      ? answer(502, { error: "We could not check delivery just now. Please try again." })
      : answer(200, { quote: quote() }),
  );
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("We could not check delivery just now. Please try again.");
  expect(payNow()).toBeDisabled();
  expect(valueOf("Delivery Charges")).toHaveTextContent("—");

  fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
  await waitFor(() => expect(valueOf("Delivery Charges")).toHaveTextContent("₹199"));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(payNow()).toBeEnabled();
});

test("Pay Now online sends every line's delivery and keeps them for the payment page", async () => {
  const fetchMock = await showSummary(() => answer(200, { quote: quote() }), {
    "POST /api/checkout/start": () =>
      answer(200, {
        payment: { provider: "local", key: "k", orderId: "order_1", amount: 1299, currency: "INR" },
      }),
  });
  await waitFor(() => expect(payNow()).toBeEnabled());
  fireEvent.click(payNow());

  await waitFor(() => expect(push).toHaveBeenCalledWith("/payment/local?order=order_1"));
  expect(callsTo(fetchMock, "POST /api/checkout/start")).toEqual([{ deliveries: DELIVERIES }]);
  expect(JSON.parse(window.sessionStorage.getItem(CHECKOUT_DELIVERIES_KEY)!)).toEqual({
    orderId: "order_1",
    deliveries: DELIVERIES,
  });
});

test("a slot refused at payment: its words are shown and delivery is checked again", async () => {
  let quotes = 0;
  const fetchMock = await showSummary(
    () => answer(200, { quote: ++quotes === 1 ? quote() : fullQuote() }),
    { "POST /api/checkout/start": () => answer(409, { error: SLOT_FULL }) },
  );
  await waitFor(() => expect(payNow()).toBeEnabled());
  fireEvent.click(payNow());

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SLOT_FULL));
  expect(await screen.findByRole("region", { name: "Needs another delivery" })).toBeInTheDocument();
  expect(callsTo(fetchMock, "POST /api/delivery/quote")).toHaveLength(2);
  expect(push).not.toHaveBeenCalled();
  expect(payNow()).toBeDisabled();
});

test("an add-on nobody chose a delivery for says it goes in its gift's delivery, not the earliest standard", async () => {
  const candles = product("candles", 49);
  const base = quote();
  const cakeLine = base.lines[0]!;
  const joined = quote({
    lines: [cakeLine, { ...cakeLine, productId: "candles", chosen: false }, base.lines[1]!],
    deliveries: base.deliveries.map((delivery) =>
      delivery.mode === "hand" ? { ...delivery, productIds: ["cake", "candles"] } : delivery,
    ),
  });
  routeFetch({
    "GET /api/cart": () => answer(200, { lines: [line(cake, 2), line(candles, 1), line(mug, 1)] }),
    "GET /api/wishlist": () => answer(200, { items: [] }),
    "POST /api/delivery/quote": () => answer(200, { quote: joined }),
  });
  render(<OrderSummaryView />);
  const midnight = await screen.findByRole("region", { name: /11 pm – 11:59 pm/ });
  expect(within(midnight).getByText("In the same delivery as your gift")).toBeInTheDocument();
  expect(within(midnight).queryByText("Earliest standard delivery")).not.toBeInTheDocument();
});

test("cash on delivery places the order with every line's delivery", async () => {
  const fetchMock = await showSummary(() => answer(200, { quote: quote() }), {
    "POST /api/orders": () => answer(201, { orderId: "o1", method: "cod" }),
  });
  await waitFor(() => expect(payNow()).toBeEnabled());
  fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
  fireEvent.click(payNow());

  await waitFor(() => expect(replace).toHaveBeenCalledWith("/order-success?order=o1"));
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([
    { address: homeShipping, deliveries: DELIVERIES },
  ]);
});

test("a shop without delivery: the contract's list and panel, and nothing new is sent", async () => {
  const fetchMock = await showSummary(() => answer(200, { quote: null }), {
    "POST /api/orders": () => answer(201, { orderId: "o1", method: "cod" }),
  });
  await waitFor(() => expect(valueOf("Delivery Charges")).toHaveTextContent("Free"));
  expect(valueOf("Total Amount")).toHaveTextContent("₹1,100");
  expect(screen.getByText("Free delivery")).toBeInTheDocument();
  expect(screen.queryByText("Earliest standard delivery")).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole("radio", { name: "Cash on delivery" }));
  fireEvent.click(payNow());
  await waitFor(() => expect(replace).toHaveBeenCalled());
  expect(callsTo(fetchMock, "POST /api/orders")).toEqual([{ address: homeShipping }]);
});
