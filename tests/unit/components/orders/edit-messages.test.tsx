import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { OrderItems } from "@/components/orders/order-items";
import { untilWords } from "@/components/orders/edit-messages";
import type { OrderItem } from "@/lib/types";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";
import { birthdayCake, candles } from "../../support/ordered-gifts";
import "../../support/modal-dialog";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

beforeEach(() => refresh.mockReset());

const SAVE = "PUT /api/orders/o1/items/0/messages";
// 4:30 pm in India on Thursday, 26 November 2026.
const UNTIL = "2026-11-26T11:00:00.000Z";
const open = (messages: OrderItem["messages"]): OrderItem => ({ ...birthdayCake, messages });
const show = (cake: OrderItem) => render(<OrderItems orderId="o1" items={[cake, candles]} />);

test("the kitchen's cut-off reads as a time and a day in India", () => {
  expect(untilWords(UNTIL)).toBe("4:30 pm on Thu, 26 Nov");
});

test("a gift whose kitchen has not started offers its messages until the cut-off", () => {
  show(open({ editable: true, until: UNTIL, fields: ["cakeMessage", "cardMessage"] }));
  const [cake, plain] = screen.getAllByRole("listitem");
  expect(within(cake!).getByRole("button", { name: "Edit messages" })).toBeInTheDocument();
  expect(within(cake!).getByText("until 4:30 pm on Thu, 26 Nov")).toBeInTheDocument();
  expect(within(plain!).queryByRole("button", { name: "Edit messages" })).not.toBeInTheDocument();
});

test("once the kitchen has started, or on a backend without changes, nothing is offered", () => {
  show(open({ editable: false, until: UNTIL, fields: ["cakeMessage"] }));
  expect(screen.queryByRole("button", { name: "Edit messages" })).not.toBeInTheDocument();
  show(open(null));
  expect(screen.queryByRole("button", { name: "Edit messages" })).not.toBeInTheDocument();
});

test("the dialog holds the messages the gift takes, and saving sends them and reads the page again", async () => {
  const fetch = routeFetch({ [SAVE]: () => answer(200, { message: "Messages saved" }) });
  show(open({ editable: true, until: null, fields: ["cakeMessage"] }));
  fireEvent.click(screen.getByRole("button", { name: "Edit messages" }));
  const dialog = screen.getByRole("dialog", { name: "Edit messages" });
  const cake = within(dialog).getByLabelText("Message on cake");
  expect(cake).toHaveValue("जन्मदिन मुबारक");
  expect(within(dialog).queryByLabelText("Message card")).not.toBeInTheDocument();
  fireEvent.change(cake, { target: { value: "Happy 60th, Papa" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save messages" }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  expect(callsTo(fetch, SAVE)).toEqual([{ cakeMessage: "Happy 60th, Papa" }]);
  await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
});

test("the shop's refusal is said in the dialog, which stays open with the words typed", async () => {
  const late =
    "The kitchen has started on this gift, so its messages can no longer change. Please contact us if something is wrong.";
  routeFetch({ [SAVE]: () => answer(409, { error: late }) });
  show(open({ editable: true, until: UNTIL, fields: ["cakeMessage", "cardMessage"] }));
  fireEvent.click(screen.getByRole("button", { name: "Edit messages" }));
  const dialog = screen.getByRole("dialog", { name: "Edit messages" });
  fireEvent.change(within(dialog).getByLabelText("Message card"), {
    target: { value: "With love" },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save messages" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(late);
  expect(dialog).toHaveAttribute("open");
  expect(within(dialog).getByLabelText("Message card")).toHaveValue("With love");
  expect(refresh).not.toHaveBeenCalled();
});
