import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { AddressBook } from "@/components/account/address-book";
import { DELIVERY_ADDRESS_KEY, readDeliveryAddress } from "@/lib/stores/delivery-address";
import type { Address } from "@/lib/types";
import { home as checkoutHome } from "../../support/checkout-fixtures";
import {
  ADDRESS_ADDED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_DUPLICATE,
  ADDRESS_UPDATED,
  SELECT_ADDRESS,
} from "@/lib/validations/account";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, back: jest.fn() }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const home: Address = { ...checkoutHome, address: "12 MG Road, Indiranagar", pin: "560038" };
const office: Address = {
  ...home,
  id: "a2",
  fullName: "Ravi Rao",
  address: "4th Floor, Prestige Tower",
  isDefaultBilling: false,
};

const scrollIntoView = jest.fn();
// jsdom lays nothing out, so it has no scrollIntoView of its own.
Element.prototype.scrollIntoView = scrollIntoView;

beforeEach(() => {
  scrollIntoView.mockReset();
  push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  fetchMock.mockReset();
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
  window.sessionStorage.clear();
});

const choice = (name: string) => screen.getByRole("checkbox", { name: `Deliver to ${name}` });
const deliverHere = () => fireEvent.click(screen.getByRole("button", { name: "Deliver Here" }));

test("each address shows its details, its tag and its edit and delete buttons", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
  expect(screen.getByText(/12 MG Road, Indiranagar, Bengaluru, Karnataka 560038/)).toBeVisible();
  expect(screen.getAllByText("Default Billing")).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Edit address of Ravi Rao" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Delete address of Ravi Rao" })).toBeInTheDocument();
});

test("only one address is selected at a time, and clicking it again unselects it", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  // The default billing address is chosen to begin with.
  expect(choice("Asha Rao")).toBeChecked();
  expect(choice("Ravi Rao")).not.toBeChecked();

  fireEvent.click(choice("Ravi Rao"));
  expect(choice("Ravi Rao")).toBeChecked();
  expect(choice("Asha Rao")).not.toBeChecked();

  fireEvent.click(choice("Ravi Rao"));
  expect(choice("Ravi Rao")).not.toBeChecked();
  expect(choice("Asha Rao")).not.toBeChecked();
});

test("with no default the newest address is chosen, so Deliver Here goes on", () => {
  render(<AddressBook initialAddresses={[{ ...home, isDefaultBilling: false }, office]} />);
  expect(choice("Ravi Rao")).toBeChecked();
  expect(choice("Asha Rao")).not.toBeChecked();
  deliverHere();

  expect(toast.error).not.toHaveBeenCalled();
  expect(readDeliveryAddress()).toEqual(office);
  expect(push).toHaveBeenCalledWith("/ordersummery");
});

test("a tap anywhere on a card chooses it, and a second tap keeps it chosen", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  const card = screen.getByText(/4th Floor, Prestige Tower/);
  fireEvent.click(card);
  expect(choice("Ravi Rao")).toBeChecked();
  expect(choice("Asha Rao")).not.toBeChecked();

  fireEvent.click(card);
  expect(choice("Ravi Rao")).toBeChecked();
  fireEvent.click(screen.getByText("Deliver to Ravi Rao"));
  expect(choice("Ravi Rao")).toBeChecked();
});

test("the card's edit button edits without choosing the card", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit address of Ravi Rao" }));
  expect(screen.getByRole("form", { name: "Edit address of Ravi Rao" })).toBeInTheDocument();
  expect(choice("Asha Rao")).toBeChecked();
});

test("Deliver Here with nothing selected asks for an address", () => {
  render(<AddressBook initialAddresses={[{ ...home, isDefaultBilling: false }, office]} />);
  // Only un-ticking the chosen address leaves none chosen.
  fireEvent.click(choice("Ravi Rao"));
  deliverHere();

  expect(toast.error).toHaveBeenCalledWith(SELECT_ADDRESS);
  expect(screen.getByRole("alert")).toHaveTextContent(SELECT_ADDRESS);
  expect(push).not.toHaveBeenCalled();
  expect(readDeliveryAddress()).toBeNull();
});

test("Deliver Here keeps the chosen address for the order summary", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(choice("Ravi Rao"));
  deliverHere();

  expect(readDeliveryAddress()).toEqual(office);
  expect(push).toHaveBeenCalledWith("/ordersummery");
});

test("the address kept earlier in this tab is chosen again", () => {
  window.sessionStorage.setItem(DELIVERY_ADDRESS_KEY, JSON.stringify(office));
  render(<AddressBook initialAddresses={[home, office]} />);
  expect(choice("Ravi Rao")).toBeChecked();
  expect(choice("Asha Rao")).not.toBeChecked();
});

test("a failed delete says so and keeps the address", async () => {
  fetchMock.mockReturnValue(answer(502, { error: "Backend down" }));
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete address of Ravi Rao" }));
  expect(screen.getByText("Delete this address?")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Yes" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADDRESS_DELETE_FAILED));
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/account/addresses/a2",
    expect.objectContaining({ method: "DELETE" }),
  );
  expect(choice("Ravi Rao")).toBeInTheDocument();
});

test("No keeps the address without asking the server", () => {
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete address of Ravi Rao" }));
  fireEvent.click(screen.getByRole("button", { name: "No" }));

  expect(screen.queryByText("Delete this address?")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Delete address of Ravi Rao" })).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a delete shows the list the server answers with", async () => {
  fetchMock.mockReturnValue(answer(200, { message: "Address deleted", addresses: [home] }));
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete address of Ravi Rao" }));
  fireEvent.click(screen.getByRole("button", { name: "Yes" }));

  await waitFor(() => expect(screen.queryByText("Deliver to Ravi Rao")).not.toBeInTheDocument());
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
  expect(toast.error).not.toHaveBeenCalled();
});

function fillNewAddress() {
  const form = screen.getByRole("form", { name: "Add a new address" });
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type("Full Name", "Meera Iyer");
  type("Phone Number", "+91 91234 56789");
  type("PIN Code", "600 001");
  type("Address", "7 Lake View Road");
  type("City", "Chennai");
  type("State", "Tamil Nadu");
  return form;
}

test("with no addresses the form is open under a friendly note", () => {
  render(<AddressBook initialAddresses={[]} />);
  expect(screen.getByText("You have no saved addresses yet.")).toBeInTheDocument();
  const form = screen.getByRole("form", { name: "Add a new address" });
  expect(within(form).getByLabelText("Country")).toHaveValue("India");
  expect(within(form).getByLabelText("Full Name")).toHaveFocus();
});

test("the form shows each problem beside its field", () => {
  render(<AddressBook initialAddresses={[]} />);
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription(
    "Please enter the full name.",
  );
  expect(screen.getByLabelText("PIN Code")).toHaveAccessibleDescription(
    "Please enter the PIN code.",
  );
  expect(screen.getByLabelText(/Alternate Phone/)).not.toHaveAttribute("aria-invalid");
  expect(screen.getByRole("alert")).toHaveTextContent(/highlighted fields/);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a new address is added, listed and chosen", async () => {
  const added: Address = {
    ...home,
    id: "a3",
    fullName: "Meera Iyer",
    phoneNumber: "9123456789",
    address: "7 Lake View Road",
    city: "Chennai",
    state: "Tamil Nadu",
    pin: "600001",
    isDefaultBilling: false,
  };
  // The backend has no directory here, so the PIN fills nothing in.
  fetchMock.mockImplementation((url) =>
    url.startsWith("/api/delivery/pincode")
      ? answer(200, { answer: null })
      : answer(201, { message: ADDRESS_ADDED, addresses: [home, office, added] }),
  );
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Add New Address" }));
  fillNewAddress();
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  expect(await screen.findByRole("checkbox", { name: "Deliver to Meera Iyer" })).toBeChecked();
  const saves = fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/account"));
  const [url, init] = saves[0] ?? [];
  expect(url).toBe("/api/account/addresses");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toMatchObject({
    fullName: "Meera Iyer",
    phoneNumber: "9123456789",
    pin: "600001",
    country: "India",
    isDefaultBilling: false,
  });
  expect(toast.success).toHaveBeenCalledWith(ADDRESS_ADDED);
  expect(choice("Asha Rao")).not.toBeChecked();
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  // The page moves on to the next step.
  const next = screen.getByRole("button", { name: "Deliver Here" });
  expect(next).toHaveFocus();
  expect(scrollIntoView.mock.contexts).toContain(next);
});

test("a duplicate address is refused and the form keeps what was typed", async () => {
  fetchMock.mockReturnValue(answer(409, { error: ADDRESS_DUPLICATE }));
  render(<AddressBook initialAddresses={[home]} />);
  fireEvent.click(screen.getByRole("button", { name: "Add New Address" }));
  const form = fillNewAddress();
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADDRESS_DUPLICATE));
  expect(within(form).getByLabelText("Full Name")).toHaveValue("Meera Iyer");
  expect(within(form).getByRole("button", { name: "Save" })).toBeEnabled();
});

test("editing sends the changes to the address and shows the answer", async () => {
  let settle: (value: Answer) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => (settle = resolve)));
  render(<AddressBook initialAddresses={[home, office]} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit address of Ravi Rao" }));
  const form = screen.getByRole("form", { name: "Edit address of Ravi Rao" });
  expect(within(form).getByLabelText("Address")).toHaveValue("4th Floor, Prestige Tower");
  fireEvent.change(within(form).getByLabelText("City"), { target: { value: "Mysuru" } });
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  expect(within(form).getByRole("button", { name: "Saving..." })).toBeDisabled();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/account/addresses/a2");
  expect(init?.method).toBe("PUT");
  await act(async () =>
    settle(
      await answer(200, {
        message: ADDRESS_UPDATED,
        addresses: [home, { ...office, city: "Mysuru" }],
      }),
    ),
  );

  expect(toast.success).toHaveBeenCalledWith(ADDRESS_UPDATED);
  expect(screen.getByText(/Prestige Tower, Mysuru/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Edit address of Ravi Rao" })).toHaveFocus();
});
