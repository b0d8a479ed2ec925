import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { deliveryDay, shortDay } from "@/lib/delivery/format";
import { useCart } from "@/lib/stores/cart";
import { usePincode } from "@/lib/stores/pincode";
import type { CartLine } from "@/lib/types";
import { answer, callsTo, line, product, routeFetch } from "../../support/cart-fixtures";
import { courierOptions, day, handOptions } from "../../support/delivery-fixtures";
import "../../support/modal-dialog";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 599, 799);
const OPTIONS = "GET /api/delivery/options?pincode=560038&productId=cake";
const withDelivery = (delivery: CartLine["delivery"]): CartLine => ({ ...line(cake, 1), delivery });

function showLine(cartLine: CartLine, delivery = true) {
  return render(
    <ul>
      <CartLineItem line={cartLine} onRemove={() => {}} delivery={delivery} />
    </ul>,
  );
}

beforeEach(() => {
  useCart.getState().reset();
  usePincode.setState({ pincode: null, known: true });
});

describe("a cart line's delivery", () => {
  test("a hand delivery reads its day, the slot's window and what a paid slot costs", async () => {
    routeFetch({ [OPTIONS]: () => answer(200, { options: handOptions() }) });
    showLine(withDelivery({ pincode: "560038", date: day(1), slotId: "ft-19" }));
    // The day at once; the window and the charge once the slot is read.
    expect(screen.getByText(deliveryDay(day(1)))).toBeInTheDocument();
    expect(
      await screen.findByText(`${deliveryDay(day(1))} · 7 pm – 9 pm · Fixed time delivery ₹99`),
    ).toBeInTheDocument();
  });

  test("a free slot reads its day and window only", async () => {
    routeFetch({ [OPTIONS]: () => answer(200, { options: handOptions() }) });
    showLine(withDelivery({ pincode: "560038", date: day(1), slotId: "std" }));
    expect(await screen.findByText(`${deliveryDay(day(1))} · 9 am – 9 pm`)).toBeInTheDocument();
  });

  test("a courier delivery reads its range", async () => {
    routeFetch({ [OPTIONS]: () => answer(200, { options: courierOptions() }) });
    showLine(withDelivery({ pincode: "560038" }));
    expect(
      await screen.findByText(`Arrives ${shortDay(day(2))} – ${shortDay(day(4))} (courier)`),
    ).toBeInTheDocument();
  });

  test("a line without one is left to the checkout, with nothing asked", () => {
    const fetchMock = routeFetch({});
    showLine(withDelivery(null));
    expect(screen.getByText("Delivery date: choose at checkout")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a slot that can no longer be had is named, so the shopper changes it", async () => {
    routeFetch({ [OPTIONS]: () => answer(200, { options: handOptions() }) });
    showLine(withDelivery({ pincode: "560038", date: day(0), slotId: "ft-19" }));
    expect(await screen.findByText(/This slot can no longer be had \(Full\)/)).toBeInTheDocument();
  });

  test("where the shop has no delivery check, the line shows none and asks nothing", () => {
    const fetchMock = routeFetch({});
    showLine(withDelivery({ pincode: "560038" }), false);
    expect(screen.queryByText(/Delivery/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Change delivery/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the change dialog", () => {
  test("picks another slot and saves it on the line", async () => {
    const saved = withDelivery({ pincode: "560038", date: day(2), slotId: "mid" });
    const fetchMock = routeFetch({
      [OPTIONS]: () => answer(200, { options: handOptions() }),
      "PUT /api/cart/delivery": () => answer(200, { lines: [saved] }),
    });
    showLine(withDelivery({ pincode: "560038", date: day(1), slotId: "std" }));
    await screen.findByText(`${deliveryDay(day(1))} · 9 am – 9 pm`);

    fireEvent.click(screen.getByRole("button", { name: "Change delivery for Gift cake" }));
    const dialog = screen.getByRole("dialog", { name: "Delivery for Gift cake" });
    expect(within(dialog).getByRole("textbox", { name: "PIN code" })).toHaveValue("560038");
    expect(within(dialog).getByRole("radio", { name: /9 am – 9 pm/ })).toBeChecked();

    const days = within(dialog).getByRole("group", { name: "Delivery day" });
    fireEvent.click(within(days).getAllByRole("radio")[2]!);
    fireEvent.click(within(dialog).getByRole("radio", { name: /11 pm – 11:59 pm/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save delivery" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "PUT /api/cart/delivery")).toEqual([
      { productId: "cake", delivery: { pincode: "560038", date: day(2), slotId: "mid" } },
    ]);
    expect(useCart.getState().lines).toEqual([saved]);
  });

  test("a choice the shop can no longer keep is refused in the dialog with its reason", async () => {
    const reason = "The 7 pm – 9 pm slot is full. Please pick another slot.";
    routeFetch({
      [OPTIONS]: () => answer(200, { options: handOptions() }),
      "PUT /api/cart/delivery": () => answer(409, { error: reason }),
    });
    showLine(withDelivery({ pincode: "560038", date: day(1), slotId: "std" }));
    await screen.findByText(`${deliveryDay(day(1))} · 9 am – 9 pm`);
    fireEvent.click(screen.getByRole("button", { name: "Change delivery for Gift cake" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: /7 pm – 9 pm/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save delivery" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(reason);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  test("a line without a delivery starts on the shopper's pincode, and another can be checked", async () => {
    usePincode.setState({ pincode: "560038", known: true });
    const fetchMock = routeFetch({
      [OPTIONS]: () => answer(200, { options: handOptions() }),
      "GET /api/delivery/options?pincode=110001&productId=cake": () =>
        answer(200, { options: courierOptions("110001") }),
      "PUT /api/cart/delivery": () => answer(200, { lines: [line(cake, 1)] }),
    });
    showLine(withDelivery(null));
    fireEvent.click(screen.getByRole("button", { name: "Change delivery for Gift cake" }));
    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("radio", { name: /9 am – 9 pm/ })).toBeChecked();

    const field = within(dialog).getByRole("textbox", { name: "PIN code" });
    fireEvent.change(field, { target: { value: "110001" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check" }));
    expect(await within(dialog).findByText(/by\s*courier/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save delivery" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT /api/cart/delivery")).toEqual([
        { productId: "cake", delivery: { pincode: "110001" } },
      ]),
    );
  });

  test("Cancel closes it and saves nothing", async () => {
    const fetchMock = routeFetch({ [OPTIONS]: () => answer(200, { options: handOptions() }) });
    showLine(withDelivery({ pincode: "560038", date: day(1), slotId: "std" }));
    fireEvent.click(screen.getByRole("button", { name: "Change delivery for Gift cake" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "PUT /api/cart/delivery")).toEqual([]);
  });
});
