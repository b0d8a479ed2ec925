import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HeaderActions } from "@/components/layout/header-actions";
import { usePincode } from "@/lib/stores/pincode";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => {
  document.cookie = "pincode=; max-age=0";
  usePincode.setState({ pincode: null, known: false });
});

test("where the shop has no delivery check, the header shows no pincode", () => {
  render(<HeaderActions />);
  expect(screen.queryByRole("button", { name: /PIN code|Deliver to/ })).not.toBeInTheDocument();
});

test("with no pincode given, it asks for one", () => {
  render(<HeaderActions delivery />);
  expect(screen.getByRole("button", { name: "Enter PIN code" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("the pincode comes from its cookie, read in the browser", () => {
  document.cookie = "pincode=560038";
  render(<HeaderActions delivery />);
  expect(screen.getByRole("button", { name: "Deliver to 560038" })).toBeInTheDocument();
});

test("a new pincode is saved for the visit, shown, and the panel closes back on its button", async () => {
  const fetchMock = routeFetch({
    "PUT /api/delivery/pincode": () => answer(200, { pincode: "110001" }),
  });
  document.cookie = "pincode=560038";
  render(<HeaderActions delivery />);
  const trigger = screen.getByRole("button", { name: "Deliver to 560038" });
  fireEvent.click(trigger);
  const panel = screen.getByRole("dialog", { name: "Delivery PIN code" });
  // The form loads when the panel first opens.
  const field = await within(panel).findByRole("textbox", { name: "PIN code" });
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: "110001" } });
  fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));

  expect(await screen.findByRole("button", { name: "Deliver to 110001" })).toHaveFocus();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(callsTo(fetchMock, "PUT /api/delivery/pincode")).toEqual([{ pincode: "110001" }]);
});

test("a wrong PIN is refused in the panel, and Escape closes it unchanged", async () => {
  const fetchMock = routeFetch({});
  render(<HeaderActions delivery />);
  fireEvent.click(screen.getByRole("button", { name: "Enter PIN code" }));
  const panel = screen.getByRole("dialog");
  fireEvent.change(await within(panel).findByRole("textbox"), { target: { value: "1234" } });
  fireEvent.click(within(panel).getByRole("button", { name: "Apply" }));
  expect(await within(panel).findByText("Enter a valid 6-digit PIN code.")).toBeInTheDocument();
  fireEvent.keyDown(within(panel).getByRole("textbox"), { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Enter PIN code" })).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
  act(() => usePincode.setState({ pincode: "560038" }));
  expect(screen.getByRole("button", { name: "Deliver to 560038" })).toBeInTheDocument();
});
