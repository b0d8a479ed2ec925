import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { OrderItems } from "@/components/orders/order-items";
import type { OrderItem } from "@/lib/types";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";
import { day, handOptions } from "../../support/delivery-fixtures";
import { birthdayCake, candles } from "../../support/ordered-gifts";
import "../../support/modal-dialog";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

beforeEach(() => refresh.mockReset());

const OPTIONS = "GET /api/delivery/options?pincode=560038&productId=cake";
const MOVE = "PUT /api/orders/o1/items/0/delivery";
// 6 pm in India on Thursday, 26 November 2026.
const UNTIL = "2026-11-26T12:30:00.000Z";
const TITLE = "Change delivery of Chocolate Truffle Cake";

/** The cake in tomorrow's slot `slotId` (charging `charge`), with the window `deliveryMove`. */
const cakeIn = (
  slotId: string,
  charge: number,
  deliveryMove: OrderItem["deliveryMove"] = { movable: true, until: UNTIL },
): OrderItem => ({
  ...birthdayCake,
  delivery: {
    pincode: "560038",
    mode: "hand",
    date: day(1),
    slotId,
    slotType: slotId === "mid" ? "midnight" : slotId === "std" ? "standard" : "fixed-time",
    window: { from: "23:00", to: "23:59" },
    charge,
  },
  deliveryMove,
});

const show = (cake: OrderItem, paidOnline = true) =>
  render(<OrderItems orderId="o1" items={[cake, candles]} order={{ pin: "560038", paidOnline }} />);

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: TITLE }));
  const dialog = screen.getByRole("dialog", { name: TITLE });
  await within(dialog).findByRole("group", { name: "Delivery day" });
  return dialog;
}

const pick = (dialog: HTMLElement, dayName: RegExp, slot: RegExp) => {
  fireEvent.click(within(dialog).getByRole("radio", { name: dayName }));
  fireEvent.click(within(dialog).getByRole("radio", { name: slot }));
};

test("a hand delivery the kitchen has not started on may move, until the cut-off", () => {
  show(cakeIn("mid", 199));
  const [cake, plain] = screen.getAllByRole("listitem");
  expect(within(cake!).getByRole("button", { name: TITLE })).toBeInTheDocument();
  expect(
    within(cake!).getByText("Delivery can move until 6 pm on Thu, 26 Nov"),
  ).toBeInTheDocument();
  expect(within(plain!).queryByRole("button", { name: /Change delivery/ })).toBeNull();
});

test("once the kitchen has started, or on a backend without moves, nothing is offered", () => {
  show(cakeIn("mid", 199, { movable: false, until: UNTIL }));
  expect(screen.queryByRole("button", { name: TITLE })).toBeNull();
  show(cakeIn("mid", 199, null));
  expect(screen.queryByRole("button", { name: TITLE })).toBeNull();
});

test("a cheaper slot says what is refunded; moving sends the day and slot and reads the page again", async () => {
  const fetch = routeFetch({
    [OPTIONS]: () => answer(200, { options: handOptions() }),
    [MOVE]: () => answer(200, { message: "Delivery moved. ₹199 will be refunded." }),
  });
  show(cakeIn("mid", 199));
  const dialog = await openDialog();
  const move = within(dialog).getByRole("button", { name: "Move delivery" });
  // It starts on the delivery it has: nothing to move yet.
  expect(within(dialog).getByText(/This is the delivery it has now/)).toBeInTheDocument();
  expect(move).toBeDisabled();

  pick(dialog, /^Tomorrow/, /9 am – 9 pm/);
  expect(
    within(dialog).getByText(
      "This slot costs ₹199 less: ₹199 is refunded to the card, UPI or bank account you paid with.",
    ),
  ).toBeInTheDocument();
  fireEvent.click(move);
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(callsTo(fetch, MOVE)).toEqual([{ date: day(1), slotId: "std" }]);
});

test("a dearer slot on a paid order is said and cannot be saved; cash pays it on delivery", async () => {
  routeFetch({ [OPTIONS]: () => answer(200, { options: handOptions() }) });
  const { unmount } = show(cakeIn("ft-19", 99));
  let dialog = await openDialog();
  pick(dialog, /^Tomorrow/, /11 pm – 11:59 pm/);
  expect(within(dialog).getByText(/^This slot costs ₹100 more than the delivery you paid for/));
  expect(within(dialog).getByRole("button", { name: "Move delivery" })).toBeDisabled();
  unmount();

  show(cakeIn("ft-19", 99), false);
  dialog = await openDialog();
  pick(dialog, /^Tomorrow/, /11 pm – 11:59 pm/);
  expect(
    within(dialog).getByText("This slot costs ₹100 more: you pay ₹100 more on delivery."),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Move delivery" })).toBeEnabled();
});

test("the shop's refusal is said in the dialog, which stays open with the pick", async () => {
  const full = "The 11 pm – 11:59 pm slot on Fri, 27 Nov is full. Please pick another slot.";
  routeFetch({
    [OPTIONS]: () => answer(200, { options: handOptions() }),
    [MOVE]: () => answer(409, { error: full }),
  });
  show(cakeIn("std", 0), false);
  const dialog = await openDialog();
  pick(dialog, /^Tomorrow/, /11 pm – 11:59 pm/);
  fireEvent.click(within(dialog).getByRole("button", { name: "Move delivery" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(full);
  expect(dialog).toHaveAttribute("open");
  expect(within(dialog).getByRole("radio", { name: /11 pm – 11:59 pm/ })).toBeChecked();
  expect(refresh).not.toHaveBeenCalled();
});

test("options that cannot be read are said, and nothing can be saved", async () => {
  routeFetch({ [OPTIONS]: () => Promise.reject(new TypeError("Failed to fetch")) });
  show(cakeIn("mid", 199));
  fireEvent.click(screen.getByRole("button", { name: TITLE }));
  const dialog = screen.getByRole("dialog", { name: TITLE });
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "The open days and slots could not be read just now.",
  );
  expect(within(dialog).getByRole("button", { name: "Move delivery" })).toBeDisabled();
});
