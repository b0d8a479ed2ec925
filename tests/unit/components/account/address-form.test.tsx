import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { INDIAN_STATES, indianState } from "@giftshop/shared/validations/india";
import { AddressForm } from "@/components/account/address-form";
import type { Address } from "@/lib/types";
import type { AddressInput } from "@/lib/validations/account";
import { home } from "../../support/checkout-fixtures";

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

/** The reference backend's answer for a pincode in its directory. */
const found = (pincode: string, district: string, state: string) => ({
  answer: {
    pincode,
    served: true,
    place: { district, state },
    hub: null,
    slotTypes: ["standard"],
    cod: true,
    courier: { from: "2026-12-01", to: "2026-12-03" },
  },
});

const onSave = jest.fn<Promise<boolean>, [AddressInput]>();

beforeEach(() => {
  fetchMock.mockReset();
  onSave.mockReset().mockResolvedValue(true);
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

function renderForm(address?: Address) {
  render(
    <AddressForm address={address} title="Add a new address" onSave={onSave} onCancel={() => {}} />,
  );
  return screen.getByRole("form", { name: "Add a new address" });
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}`));
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(form, label), { target: { value } });

test("the PIN comes before the address, city and state", () => {
  const form = renderForm();
  const order = ["pin", "address", "city", "state"].map((name) =>
    Array.from(form.querySelectorAll("[name]")).findIndex(
      (control) => control.getAttribute("name") === name,
    ),
  );
  expect(order).not.toContain(-1);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test("a whole PIN fills in the city and the state from the directory", async () => {
  fetchMock.mockReturnValue(answer(found("600001", "Chennai", "Tamil Nadu")));
  const form = renderForm();
  type(form, "PIN Code", "600 001");

  await waitFor(() => expect(field(form, "City")).toHaveValue("Chennai"));
  expect(field(form, "State")).toHaveValue("Tamil Nadu");
  expect(fetchMock).toHaveBeenCalledWith("/api/delivery/pincode?pin=600001", expect.anything());
  expect(field(form, "PIN Code")).toHaveAccessibleDescription(
    "City and state filled in from PIN 600001; change them if needed.",
  );
});

test("a part of a PIN asks nothing", () => {
  const form = renderForm();
  type(form, "PIN Code", "6000");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("India Post's spelling of a state is picked from the list", async () => {
  fetchMock.mockReturnValue(answer(found("403001", "North Goa", "GOA")));
  const form = renderForm();
  type(form, "PIN Code", "403001");
  await waitFor(() => expect(field(form, "State")).toHaveValue("Goa"));
  expect(field(form, "City")).toHaveValue("North Goa");
});

test("with no directory the shopper types the city and picks the state", async () => {
  fetchMock.mockReturnValue(answer({ answer: null }));
  const form = renderForm();
  type(form, "PIN Code", "411005");
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => {});

  expect(field(form, "City")).toHaveValue("");
  expect(field(form, "State")).toHaveValue("");
  type(form, "City", "Pune");
  type(form, "State", "Maharashtra");
  expect(field(form, "State")).toHaveValue("Maharashtra");
});

test("a PIN the directory does not know asks for the city and state", async () => {
  fetchMock.mockReturnValue(
    answer({ answer: { ...found("999999", "", "").answer, served: false, place: null } }),
  );
  const form = renderForm();
  type(form, "PIN Code", "999999");
  await waitFor(() =>
    expect(field(form, "PIN Code")).toHaveAccessibleDescription(
      "We could not find this PIN. Please type the city and pick the state.",
    ),
  );
  expect(field(form, "City")).toHaveValue("");
});

test("a city typed while the PIN is looked up stands", async () => {
  let settle: (value: Answer) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => (settle = resolve)));
  const form = renderForm();
  type(form, "PIN Code", "560038");
  type(form, "City", "Bengaluru");
  await act(async () => settle(await answer(found("560038", "Bengaluru Urban", "Karnataka"))));

  expect(field(form, "City")).toHaveValue("Bengaluru");
  expect(field(form, "State")).toHaveValue("Karnataka");
});

test("State is a list of India's 28 states and 8 union territories", () => {
  const form = renderForm();
  const options = within(field(form, "State"))
    .getAllByRole("option")
    .map((option) => option.textContent);
  expect(options[0]).toBe("Select a state");
  expect(options.slice(1)).toEqual([...INDIAN_STATES]);
  expect(INDIAN_STATES).toHaveLength(36);
  expect(options).toEqual(expect.arrayContaining(["Delhi", "Ladakh", "Puducherry", "Karnataka"]));
});

test("older spellings of a state name the one on the list", () => {
  expect(indianState("TAMIL NADU")).toBe("Tamil Nadu");
  expect(indianState("Jammu & Kashmir")).toBe("Jammu and Kashmir");
  expect(indianState("Orissa")).toBe("Odisha");
  expect(indianState("Daman and Diu")).toBe("Dadra and Nagar Haveli and Daman and Diu");
  expect(indianState("Atlantis")).toBeUndefined();
});

const saved: Address = {
  ...home,
  address: "12 MG Road, Indiranagar",
  pin: "560038",
  isDefaultBilling: false,
};

test("the landmark is sent after the address line", async () => {
  const form = renderForm();
  type(form, "Full Name", "Asha Rao");
  type(form, "Phone Number", "9876543210");
  type(form, "Address", "12 MG Road, Indiranagar");
  type(form, "Landmark", "Opposite Metro Station");
  type(form, "City", "Bengaluru");
  type(form, "State", "Karnataka");
  fetchMock.mockReturnValue(answer({ answer: null }));
  type(form, "PIN Code", "560038");
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));

  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({
    address: "12 MG Road, Indiranagar, Landmark: Opposite Metro Station",
    city: "Bengaluru",
    state: "Karnataka",
  });
  expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty("landmark");
});

test("an address without a landmark is sent as typed", async () => {
  const form = renderForm(saved);
  expect(field(form, "Landmark")).toHaveValue("");
  fireEvent.click(within(form).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(onSave.mock.calls[0]?.[0].address).toBe("12 MG Road, Indiranagar");
});

test("editing shows the landmark apart from the address line", () => {
  const form = renderForm({ ...saved, address: "12 MG Road, Landmark: Near Ganesh Temple" });
  expect(field(form, "Address")).toHaveValue("12 MG Road");
  expect(field(form, "Landmark")).toHaveValue("Near Ganesh Temple");
});

test("a state saved outside the list stays a choice when editing", () => {
  const form = renderForm({ ...saved, state: "KA" });
  expect(field(form, "State")).toHaveValue("KA");
});
