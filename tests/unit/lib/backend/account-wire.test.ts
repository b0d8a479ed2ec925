import {
  addressWire,
  profileWire,
  reshapeAddress,
  reshapeProfile,
  toSessionUser,
  userWire,
} from "@/lib/backend/account-wire";

describe("userWire", () => {
  test("accepts `id`", () => {
    expect(userWire.parse({ id: "u1", name: "Asha", email: "asha@example.in" })).toEqual({
      id: "u1",
      name: "Asha",
      email: "asha@example.in",
      isAccountVerify: false,
    });
  });

  test("accepts `_id`", () => {
    expect(
      userWire.parse({ _id: "u2", name: "Asha", email: "a@b.in", isAccountVerify: true }),
    ).toEqual({ id: "u2", name: "Asha", email: "a@b.in", isAccountVerify: true });
  });

  test("prefers `id` when both come", () => {
    expect(userWire.parse({ id: "u1", _id: "u2", name: "A", email: "a@b.in" }).id).toBe("u1");
  });

  test("a missing or null name becomes empty", () => {
    expect(userWire.parse({ id: "u1", email: "a@b.in" }).name).toBe("");
    expect(userWire.parse({ id: "u1", name: null, email: "a@b.in" }).name).toBe("");
  });

  test("a user without any id, or without an email, breaks the contract", () => {
    expect(userWire.safeParse({ name: "Asha", email: "a@b.in" }).success).toBe(false);
    expect(userWire.safeParse({ id: "", name: "Asha", email: "a@b.in" }).success).toBe(false);
    expect(userWire.safeParse({ id: "u1", name: "Asha" }).success).toBe(false);
  });

  test("toSessionUser keeps id, name and email only", () => {
    const user = userWire.parse({ id: "u1", name: "A", email: "a@b.in", isAccountVerify: true });
    expect(toSessionUser(user)).toEqual({ id: "u1", name: "A", email: "a@b.in" });
  });
});

describe("addressWire and reshapeAddress", () => {
  const wire = {
    _id: "addr1",
    fullName: "Asha Kumar",
    phoneNumber: "9876543210",
    alternatephone: "",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pin: "560038",
    country: "India",
    isDefaultBilling: true,
  };

  test("renames `_id` to `id` and keeps every field", () => {
    expect(reshapeAddress(addressWire.parse(wire))).toEqual({
      id: "addr1",
      fullName: "Asha Kumar",
      phoneNumber: "9876543210",
      alternatephone: "",
      address: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560038",
      country: "India",
      isDefaultBilling: true,
    });
  });

  test("a numeric PIN becomes a string", () => {
    const address = reshapeAddress(addressWire.parse({ ...wire, pin: 560038 }));
    expect(address.pin).toBe("560038");
  });

  test("missing or null fields become empty strings, a missing flag false", () => {
    expect(reshapeAddress(addressWire.parse({ _id: "addr2", pin: null, city: null }))).toEqual({
      id: "addr2",
      fullName: "",
      phoneNumber: "",
      alternatephone: "",
      address: "",
      city: "",
      state: "",
      pin: "",
      country: "",
      isDefaultBilling: false,
    });
  });

  test("an address without `_id` breaks the contract", () => {
    const { _id, ...withoutId } = wire;
    expect(_id).toBe("addr1");
    expect(addressWire.safeParse(withoutId).success).toBe(false);
  });
});

describe("profileWire and reshapeProfile", () => {
  test("an almost empty profile gets every default", () => {
    expect(reshapeProfile(profileWire.parse({}))).toEqual({
      id: "",
      name: "",
      phone: "",
      email: "",
      isAccountVerify: false,
      addresses: [],
    });
  });

  test.each([
    ["id", { id: "u1", _id: "u2", user: "u3" }, "u1"],
    // A profile document's own `_id` is not the user's: its `user` reference is.
    ["user", { _id: "p2", user: "u3" }, "u3"],
    ["_id", { _id: "u2" }, "u2"],
  ])("takes the id from `%s` first", (_, ids, expected) => {
    expect(reshapeProfile(profileWire.parse(ids)).id).toBe(expected);
  });

  test("null addresses become an empty list; each address is reshaped", () => {
    expect(reshapeProfile(profileWire.parse({ addresses: null })).addresses).toEqual([]);
    const profile = reshapeProfile(
      profileWire.parse({
        _id: "u1",
        name: "Asha",
        phone: null,
        email: "asha@example.in",
        isAccountVerify: true,
        addresses: [{ _id: "addr1", pin: 110001, city: "Delhi" }],
      }),
    );
    expect(profile).toMatchObject({
      id: "u1",
      name: "Asha",
      phone: "",
      email: "asha@example.in",
      isAccountVerify: true,
    });
    expect(profile.addresses).toEqual([
      expect.objectContaining({ id: "addr1", pin: "110001", city: "Delhi", fullName: "" }),
    ]);
  });
});
