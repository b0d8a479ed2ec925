import {
  DELIVERY_ADDRESS_KEY,
  clearDeliveryAddress,
  readDeliveryAddress,
  saveDeliveryAddress,
} from "@/lib/stores/delivery-address";
import type { Address } from "@/lib/types";

const home: Address = {
  id: "a1",
  fullName: "Asha Rao",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
  country: "India",
  isDefaultBilling: true,
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

test("a saved address reads back the same, from this tab's session storage", () => {
  saveDeliveryAddress(home);
  expect(readDeliveryAddress()).toEqual(home);
  expect(JSON.parse(window.sessionStorage.getItem(DELIVERY_ADDRESS_KEY) ?? "null")).toEqual(home);
  expect(window.localStorage.length).toBe(0);
});

test("nothing saved reads as null", () => {
  expect(readDeliveryAddress()).toBeNull();
});

test.each([
  ["not JSON", "{oops"],
  ["JSON null", "null"],
  ["a string", JSON.stringify("a1")],
  ["an object missing fields", JSON.stringify({ id: "a1", fullName: "Asha" })],
  ["a field of the wrong type", JSON.stringify({ ...home, pin: 560038 })],
  ["an empty id", JSON.stringify({ ...home, id: "" })],
])("%s reads as null", (_, stored) => {
  window.sessionStorage.setItem(DELIVERY_ADDRESS_KEY, stored);
  expect(readDeliveryAddress()).toBeNull();
});

test("an older entry without the optional fields still reads", () => {
  const older: Partial<Address> = { ...home };
  delete older.alternatephone;
  delete older.isDefaultBilling;
  window.sessionStorage.setItem(DELIVERY_ADDRESS_KEY, JSON.stringify(older));
  expect(readDeliveryAddress()).toEqual({ ...home, alternatephone: "", isDefaultBilling: false });
});

test("clear forgets the address", () => {
  saveDeliveryAddress(home);
  clearDeliveryAddress();
  expect(readDeliveryAddress()).toBeNull();
  expect(window.sessionStorage.getItem(DELIVERY_ADDRESS_KEY)).toBeNull();
});

test("storage that refuses to write does not throw", () => {
  const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  expect(() => saveDeliveryAddress(home)).not.toThrow();
  expect(readDeliveryAddress()).toBeNull();
  setItem.mockRestore();
});
