import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PurchasePanel } from "@/components/product/purchase-panel";
import { deliveryDay, shortDay } from "@/lib/delivery/format";
import { useCart } from "@/lib/stores/cart";
import { usePincode } from "@/lib/stores/pincode";
import { useSession } from "@/lib/stores/session";
import {
  answer,
  callsTo,
  deferred,
  line,
  product,
  routeFetch,
  type Answer,
} from "../../support/cart-fixtures";
import { courierOptions, day, handOptions, pincodeAnswer } from "../../support/delivery-fixtures";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cake = product("cake", 599, 799);
const ASK_PIN = "GET /api/delivery/pincode?pin=560038";
const ASK_OPTIONS = "GET /api/delivery/options?pincode=560038&productId=cake";

/** The backend's answers for 560038, the pincode saved, and Add to Cart. */
function shop(options = handOptions()) {
  return routeFetch({
    [ASK_PIN]: () => answer(200, { answer: pincodeAnswer() }),
    [ASK_OPTIONS]: () => answer(200, { options }),
    "PUT /api/delivery/pincode": () => answer(200, { pincode: "560038" }),
    "POST /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
  });
}

function typePincode(pin: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "PIN code" }), { target: { value: pin } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
}

function checkPincode(pin = "560038") {
  render(<PurchasePanel product={cake} initial={null} />);
  typePincode(pin);
}

beforeEach(() => {
  push.mockReset();
  document.cookie = "pincode=; max-age=0";
  usePincode.setState({ pincode: null, known: false });
  useCart.getState().reset();
  useSession.setState({
    status: "authenticated",
    user: { id: "u1", name: "Asha", email: "asha@example.in", isAccountVerify: true },
  });
});

describe("the delivery check", () => {
  test("a PIN code field made for phones: labelled, numeric keypad", () => {
    shop();
    render(<PurchasePanel product={cake} initial={null} />);
    const field = screen.getByRole("textbox", { name: "PIN code" });
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText(/Enter the PIN code where the gift should go/)).toBeInTheDocument();
  });

  test.each([
    ["12345", "Enter a valid 6-digit PIN code."],
    ["012345", "Enter a valid 6-digit PIN code."],
    ["", "Please enter the PIN code."],
  ])(
    "a wrong PIN (%j) is refused next to the field, and nothing is asked",
    async (pin, message) => {
      const fetchMock = shop();
      render(<PurchasePanel product={cake} initial={null} />);
      typePincode(pin);
      const field = await screen.findByRole("textbox", { name: "PIN code", description: message });
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  test("a checked pincode reads where, how, how soon and how to pay, and is kept for the visit", async () => {
    const fetchMock = shop();
    checkPincode();
    const answerRegion = await screen.findByText("Delivers to 560038");
    const facts = answerRegion.closest("ul")!;
    expect(facts).toHaveTextContent("Bengaluru Urban, Karnataka");
    expect(facts).toHaveTextContent("Hand-delivered by our Bengaluru team");
    expect(facts).toHaveTextContent("Earliest delivery: Today");
    expect(facts).toHaveTextContent("Order by 4 pm for delivery today");
    expect(facts).toHaveTextContent("Cash on delivery available");
    // The answer is in a live region, so a screen reader hears it arrive.
    expect(facts.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT /api/delivery/pincode")).toEqual([{ pincode: "560038" }]),
    );
    expect(usePincode.getState().pincode).toBe("560038");
  });

  test("a gift not delivered there says why, and offers no picker", async () => {
    const options = {
      ...handOptions(),
      mode: null,
      earliest: null,
      days: [],
      reason:
        "Cakes are delivered by hand in our delivery cities only; 560038 (X) gets courier gifts.",
    };
    shop(options);
    checkPincode();
    expect((await screen.findByText(/Not delivered to 560038/)).closest("p")).toHaveTextContent(
      "Cakes are delivered by hand in our delivery cities only",
    );
    expect(screen.queryByRole("group", { name: "Delivery day" })).not.toBeInTheDocument();
  });

  test("a courier gift reads its dates and cash on delivery, with no day or slot to pick", async () => {
    shop({ ...courierOptions(), cod: false });
    checkPincode();
    expect(await screen.findByText(/By courier, arrives/)).toHaveTextContent(
      `By courier, arrives ${shortDay(day(2))} – ${shortDay(day(4))}`,
    );
    expect(screen.getByText("Cash on delivery not available here")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Delivery day" })).not.toBeInTheDocument();
  });

  test("the server's answer shows at once, with nothing asked", () => {
    const fetchMock = shop();
    usePincode.setState({ pincode: "560038", known: true });
    render(
      <PurchasePanel
        product={cake}
        initial={{ answer: pincodeAnswer(), options: handOptions() }}
      />,
    );
    expect(screen.getByText("Delivers to 560038")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "PIN code" })).toHaveValue("560038");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a pincode changed in the header is checked here at once", async () => {
    shop();
    render(<PurchasePanel product={cake} initial={null} />);
    act(() => usePincode.setState({ pincode: "560038", known: true }));
    expect(await screen.findByText("Delivers to 560038")).toBeInTheDocument();
  });
});

describe("the picker", () => {
  test("days read Today, Tomorrow, then the weekday, and the earliest free slot is picked", async () => {
    shop();
    checkPincode();
    const days = await screen.findByRole("group", { name: "Delivery day" });
    const names = within(days)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(names[0]).toBe(`Today${shortDay(day(0))}`);
    expect(names[1]).toBe(`Tomorrow${shortDay(day(1))}`);
    expect(names[2]).toBe(`${deliveryDay(day(2)).split(",")[0]}${shortDay(day(2))}`);
    // Today's only open slot is paid: the shopper starts on tomorrow's free one.
    expect(within(days).getByRole("radio", { name: /Tomorrow/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /9 am – 9 pm/ })).toBeChecked();
  });

  test("slots are grouped by type with their charge; those that cannot be had say why", async () => {
    shop();
    checkPincode();
    fireEvent.click(await screen.findByRole("radio", { name: /^Today/ }));
    const slots = screen.getByRole("group", { name: "Delivery slot on Today" });
    expect(within(slots).getByRole("group", { name: "Standard — Free" })).toBeInTheDocument();
    expect(within(slots).getByRole("group", { name: "Fixed time — ₹99" })).toBeInTheDocument();
    expect(within(slots).getByRole("group", { name: "Midnight — ₹199" })).toBeInTheDocument();
    expect(
      within(slots).getByRole("radio", { name: /9 am – 9 pm\s*Closed at 4 pm/ }),
    ).toBeDisabled();
    expect(within(slots).getByRole("radio", { name: /7 pm – 9 pm\s*Full/ })).toBeDisabled();
    expect(
      within(slots).getByRole("radio", { name: /9 pm – 11 pm\s*Not offered here/ }),
    ).toBeDisabled();
    // The day's one open slot is picked with the day.
    expect(within(slots).getByRole("radio", { name: /11 pm – 11:59 pm/ })).toBeChecked();
  });

  test("arrows move between open slots and pick them", async () => {
    shop();
    checkPincode();
    const standard = await screen.findByRole("radio", { name: /9 am – 9 pm/ });
    standard.focus();
    fireEvent.keyDown(standard, { key: "ArrowDown" });
    const sevenToNine = screen.getByRole("radio", { name: /7 pm – 9 pm/ });
    expect(sevenToNine).toBeChecked();
    expect(sevenToNine).toHaveFocus();
    fireEvent.keyDown(sevenToNine, { key: "End" });
    expect(screen.getByRole("radio", { name: /11 pm – 11:59 pm/ })).toBeChecked();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(standard).toBeChecked();
  });

  test("on today, arrows skip the slots that cannot be had", async () => {
    shop();
    checkPincode();
    const tomorrow = await screen.findByRole("radio", { name: /^Tomorrow/ });
    tomorrow.focus();
    fireEvent.keyDown(tomorrow, { key: "ArrowLeft" });
    expect(screen.getByRole("radio", { name: /^Today/ })).toBeChecked();
    const midnight = screen.getByRole("radio", { name: /11 pm – 11:59 pm/ });
    midnight.focus();
    fireEvent.keyDown(midnight, { key: "ArrowDown" });
    // The only open slot of the day: the arrow wraps round to it.
    expect(midnight).toBeChecked();
    expect(midnight).toHaveFocus();
  });
});

describe("Add to Cart", () => {
  test("carries the picked day and slot", async () => {
    const fetchMock = shop();
    checkPincode();
    fireEvent.click(await screen.findByRole("radio", { name: /7 pm – 9 pm/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([
      {
        productId: "cake",
        quantity: 1,
        delivery: { pincode: "560038", date: day(1), slotId: "ft-19" },
      },
    ]);
  });

  test("carries a courier gift's pincode alone", async () => {
    const fetchMock = shop(courierOptions());
    checkPincode();
    await screen.findByText(/By courier, arrives/);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([
      { productId: "cake", quantity: 1, delivery: { pincode: "560038" } },
    ]);
  });

  test("with no pincode checked, a shopper is told to enter one and taken to the field; nothing is added", async () => {
    const fetchMock = shop();
    render(<PurchasePanel product={cake} initial={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    const said = await screen.findByRole("alert");
    expect(said).toHaveTextContent(
      "Enter the PIN code where the gift should go, so we can tell you when it can arrive.",
    );
    const field = screen.getByRole("textbox", { name: "PIN code" });
    expect(field).toHaveFocus();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveAccessibleDescription(
      said.textContent!,
    );
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);

    // The PIN checked, the message goes and the tap adds the default delivery.
    typePincode("560038");
    await screen.findByText("Delivers to 560038");
    await waitFor(() => expect(screen.getByRole("alert")).toBeEmptyDOMElement());
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([
      {
        productId: "cake",
        quantity: 1,
        delivery: { pincode: "560038", date: day(1), slotId: "std" },
      },
    ]);
  });

  test("a pincode the gift cannot go to stops the tap and says so", async () => {
    const fetchMock = shop({
      ...handOptions(),
      mode: null,
      earliest: null,
      days: [],
      reason: "No.",
    });
    checkPincode();
    await screen.findByText(/Not delivered to 560038/);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This gift can't be delivered to 560038. Try another PIN code.",
    );
    expect(screen.getByRole("textbox", { name: "PIN code" })).toHaveFocus();
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);
  });

  test("a hand gift with no slot picked asks for one and moves to the picker", async () => {
    // Only the paid midnight slot is open: nothing is picked for the shopper.
    const midnightOnly = handOptions();
    midnightOnly.days = midnightOnly.days.map((entry) => ({
      ...entry,
      slots: entry.slots.map((option) =>
        option.type === "midnight" ? option : { ...option, available: false, reason: "full" },
      ),
    }));
    const fetchMock = shop(midnightOnly);
    checkPincode();
    await screen.findByText("Delivers to 560038");
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Pick a delivery day and slot for this gift.",
    );
    expect(document.activeElement).toHaveAttribute("type", "radio");
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);
  });

  test("a check that could not be made stops nobody: the line goes in without a delivery", async () => {
    const fetchMock = routeFetch({
      [ASK_PIN]: () => answer(404, { error: "Delivery checks are not available." }),
      [ASK_OPTIONS]: () => answer(200, { options: handOptions() }),
      "POST /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
    });
    checkPincode();
    await screen.findByText("Delivery checks are not available.");
    // The check's answer reaches the button (it is busy while the check is out).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add to Cart" })).not.toHaveAttribute("aria-busy"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cartlist"));
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([{ productId: "cake", quantity: 1 }]);
  });

  test("a tap while the check is on its way waits for it: nothing is added or said", async () => {
    const pending = deferred<Answer>();
    const fetchMock = routeFetch({
      [ASK_PIN]: () => pending.promise,
      [ASK_OPTIONS]: () => answer(200, { options: handOptions() }),
      "POST /api/cart": () => answer(200, { lines: [line(cake, 1)] }),
    });
    checkPincode();
    const button = screen.getByRole("button", { name: "Add to Cart" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    fireEvent.click(button);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);
    await act(async () => pending.resolve(await answer(200, { answer: pincodeAnswer() })));
    await screen.findByText("Delivers to 560038");
  });

  test("a visitor with no pincode checked is asked to log in first, as the spec says", async () => {
    const fetchMock = shop();
    useSession.setState({ status: "anonymous", user: null });
    render(<PurchasePanel product={cake} initial={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() =>
      expect(jest.requireMock("@/lib/toast").toast.error).toHaveBeenCalledWith(
        "Please login to add products to cart",
        expect.anything(),
      ),
    );
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(callsTo(fetchMock, "POST /api/cart")).toEqual([]);
  });
});
