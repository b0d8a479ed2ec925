/** @jest-environment node */
import { addAddress, fetchProfile } from "@/lib/backend/account";
import { home, homeShipping } from "../../support/checkout-fixtures";
import { fakeBackend } from "../../support/fake-backend";

const backend = fakeBackend();
beforeAll(async () => {
  process.env.BACKEND_URL = await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

const PROFILE = { _id: "p-1", user: "u-1", name: "Asha", phone: "", email: "asha@example.in" };

describe("fetchProfile", () => {
  test("a profile without the verified flag takes it from the user data, as a §7 backend's Profile model", async () => {
    backend.on("GET /api/user/profile", { body: { success: true, profile: PROFILE } });
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: true } },
    });
    await expect(fetchProfile("t-1")).resolves.toMatchObject({ isAccountVerify: true });
  });

  test("a profile that carries the flag is taken as it is, with no second call", async () => {
    backend.on("GET /api/user/profile", {
      body: { success: true, profile: { ...PROFILE, isAccountVerify: false } },
    });
    await expect(fetchProfile("t-1")).resolves.toMatchObject({ isAccountVerify: false });
    expect(backend.received.map((call) => call.path)).toEqual(["/api/user/profile"]);
  });
});

describe("addAddress", () => {
  // The address form's fields: the checkout fixture's address without its id and flag.
  const ADDRESS = { ...homeShipping, country: home.country };
  const SAVED = { _id: "a-1", ...ADDRESS, isDefaultBilling: true };

  /** The JSON bodies the storefront sent to addaddress, in order. */
  function addAddressBodies() {
    const bodies: unknown[] = [];
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (String(input).endsWith("/api/user/addaddress"))
        bodies.push(JSON.parse(String(init?.body)));
      return realFetch(input, init);
    });
    return bodies;
  }
  afterEach(() => jest.restoreAllMocks());

  test("sends the address wrapped, the shape the original backend reads", async () => {
    backend.on("GET /api/user/profile", { body: { success: true, profile: PROFILE } });
    backend.on("POST /api/user/addaddress", {
      status: 201,
      body: { success: true, addresses: [SAVED] },
    });
    const sent = addAddressBodies();
    await expect(addAddress("t-1", ADDRESS)).resolves.toEqual([
      expect.objectContaining({ id: "a-1", city: "Bengaluru" }),
    ]);
    expect(sent).toEqual([{ address: ADDRESS }]);
  });

  test("a backend that refuses the wrapped shape gets the contract's flat fields once", async () => {
    backend.on("GET /api/user/profile", { body: { success: true, profile: PROFILE } });
    backend.on(
      "POST /api/user/addaddress",
      { status: 400, body: { success: false, message: "fullName is required" } },
      { body: { success: true, message: "Address added successfully", addresses: [SAVED] } },
    );
    const sent = addAddressBodies();
    await expect(addAddress("t-1", ADDRESS)).resolves.toHaveLength(1);
    expect(sent).toEqual([{ address: ADDRESS }, ADDRESS]);
  });

  test("an address saved before a 500 is not sent again", async () => {
    backend.on(
      "GET /api/user/profile",
      { body: { success: true, profile: PROFILE } },
      { body: { success: true, profile: { ...PROFILE, addresses: [SAVED] } } },
    );
    backend.on("POST /api/user/addaddress", {
      status: 500,
      body: { success: false, message: "Server error" },
    });
    const sent = addAddressBodies();
    await expect(addAddress("t-1", ADDRESS)).resolves.toEqual([
      expect.objectContaining({ id: "a-1" }),
    ]);
    expect(sent).toEqual([{ address: ADDRESS }]);
  });

  test("an address the shopper already has is refused before anything is sent", async () => {
    backend.on("GET /api/user/profile", {
      body: { success: true, profile: { ...PROFILE, addresses: [SAVED] } },
    });
    await expect(addAddress("t-1", { ...ADDRESS, city: "BENGALURU" })).rejects.toMatchObject({
      status: 409,
      message: "This address already exists",
    });
    expect(backend.received.map((call) => call.path)).toEqual(["/api/user/profile"]);
  });
});
