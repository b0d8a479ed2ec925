import { eq } from "drizzle-orm";
import { addresses, users } from "../../db/schema";
import { register as registerAccount, type Account } from "../../test/shopper";
import { testAppPerFile, type Json, type Answer } from "../../test/test-app";
import { testEngine } from "../../test/test-db";
import { ADDRESS_EXISTS, MAX_ADDRESSES, type AddressJson } from "./user.handlers";

interface ProfileJson {
  _id: string;
  user: string;
  name: string;
  email: string;
  phone: string;
  isAccountVerify: boolean;
  addresses: AddressJson[];
}

const t = testAppPerFile({ seedFixture: false });

let counter = 0;
const newEmail = (tag: string) => `u${++counter}.${tag}@example.in`;

/** Registers a new account; register answers with a token directly. */
const register = (tag: string, name = "Asha Kumar") =>
  registerAccount(t, { name, email: newEmail(tag), password: `Secret-${counter}-pass` });

/** A valid address with all seven fields; `street` keeps addresses apart. */
const anAddress = (street = "12 MG Road", overrides: Json = {}): Json => ({
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  address: street,
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  country: "India",
  ...overrides,
});

const SEVEN = ["fullName", "phoneNumber", "address", "city", "state", "pin", "country"] as const;

/** The spec sends the profile and address calls with a header named token. */
const withToken = (account: Account) => ({ headers: { token: account.token } });

const addAddress = (account: Account, body: unknown) =>
  t.send("POST", "/api/user/addaddress", { body, ...withToken(account) });
const updateAddress = (account: Account, id: string, body: unknown) =>
  t.send("PUT", `/api/user/updateaddress/${id}`, { body, ...withToken(account) });
const deleteAddress = (account: Account, id: string) =>
  t.send("DELETE", `/api/user/deleteaddress/${id}`, {
    body: { userId: account.id },
    ...withToken(account),
  });
const updateProfile = (account: Account, body: unknown) =>
  t.send("POST", "/api/user/updateprofile", { body, ...withToken(account) });

/** Moves the account to a new email through the profile form, expecting 200; answers it. */
async function changeEmail(account: Account, tag: string): Promise<string> {
  const email = newEmail(tag);
  const body = { name: "Asha", phone: "9876543210", email, currentPassword: account.password };
  expect((await updateProfile(account, body)).status).toBe(200);
  return email;
}

/** Adds an address, expecting 201; returns the saved address. */
async function added(account: Account, body: unknown): Promise<AddressJson> {
  const answer = await addAddress(account, body);
  expect(answer.status).toBe(201);
  return (answer.body as { address: AddressJson }).address;
}

async function profileOf(account: Account): Promise<ProfileJson> {
  const answer = await t.send("GET", "/api/user/profile", withToken(account));
  expect(answer.status).toBe(200);
  return (answer.body as { profile: ProfileJson }).profile;
}

const storedAddresses = (userId: string) =>
  t.database.db.select().from(addresses).where(eq(addresses.userId, userId));

const addressRow = async (id: string) => {
  const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
  return row;
};

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
};

function expectFailure(answer: Answer, status: number, mention?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  if (mention) expect((answer.body as Json).message).toContain(mention);
}

const defaults = (list: { isDefaultBilling: boolean }[]) =>
  list.filter((a) => a.isDefaultBilling).length;

describe(`GET /api/user/data (${testEngine})`, () => {
  test("with a bearer token answers { success, userData, message }", async () => {
    const account = await register("data");
    const answer = await t.send("GET", "/api/user/data", { token: account.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: expect.any(String),
      userData: expect.objectContaining({
        id: account.id,
        name: account.name,
        email: account.email,
        isAccountVerify: false,
      }),
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password/i);
  });
});

describe(`GET /api/user/profile (${testEngine})`, () => {
  test("with a header named token, and with a bearer token, answers { success, profile }", async () => {
    const account = await register("profile");
    const viaHeader = await t.send("GET", "/api/user/profile", withToken(account));
    const viaBearer = await t.send("GET", "/api/user/profile", { token: account.token });
    expect(viaHeader.status).toBe(200);
    expect(viaBearer).toEqual(expect.objectContaining({ status: 200, body: viaHeader.body }));
    expect(viaHeader.body).toEqual({
      success: true,
      profile: expect.objectContaining({
        _id: account.id,
        user: account.id,
        name: account.name,
        email: account.email,
        phone: "",
        isAccountVerify: false,
        addresses: [],
      }),
    });
    expect(JSON.stringify(viaHeader.body)).not.toMatch(/scrypt|password/i);
  });

  test("lists the user's addresses, oldest first, with every field", async () => {
    const account = await register("profileaddr");
    const first = await added(account, anAddress("1 Park Street", { alternatephone: "" }));
    const second = await added(
      account,
      anAddress("2 Park Street", { alternatephone: "+91 91234 56789" }),
    );
    const profile = await profileOf(account);
    expect(profile.addresses).toEqual([first, second]);
    expect(profile.addresses[1]).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      fullName: "Asha Kumar",
      phoneNumber: "9876543210",
      alternatephone: "9123456789",
      address: "2 Park Street",
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560001",
      country: "India",
      isDefaultBilling: false,
    });
  });
});

describe(`POST /api/user/updateprofile (${testEngine})`, () => {
  test("a valid profile is saved and answered", async () => {
    const account = await register("update");
    const answer = await updateProfile(account, {
      name: "  Asha K. Rao ",
      phone: "9876543210",
      email: account.email,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: expect.any(String),
      profile: { name: "Asha K. Rao", phone: "9876543210", email: account.email },
    });
    const row = await userRow(account.id);
    expect(row).toMatchObject({ name: "Asha K. Rao", phone: "9876543210", email: account.email });
    expect((await profileOf(account)).phone).toBe("9876543210");
  });

  test.each([
    "+91 98765 43210",
    "+91-98765-43210",
    "098765 43210",
    "919876543210",
    " 98765 43210 ",
  ])("the phone %j is stored as 9876543210", async (phone) => {
    const account = await register("phone");
    const answer = await updateProfile(account, { name: "Asha", phone, email: account.email });
    expect(answer.status).toBe(200);
    expect((await userRow(account.id))?.phone).toBe("9876543210");
  });

  test.each<[string, unknown]>([
    ["too short", "98765"],
    ["too long", "98765432101"],
    ["starting with 5", "5876543210"],
    ["letters", "98765abcde"],
    ["blank", "   "],
    ["missing", undefined],
    ["a number", 9876543210],
  ])("a bad phone (%s) answers 400 naming phone, and changes nothing", async (_name, phone) => {
    const account = await register("badphone");
    const before = await userRow(account.id);
    const answer = await updateProfile(account, { name: "Changed", phone, email: account.email });
    expectFailure(answer, 400, "phone");
    expect(await userRow(account.id)).toEqual(before);
  });

  test.each<[string, Json, string]>([
    ["a missing name", { phone: "9876543210" }, "name"],
    ["a blank name", { name: "  ", phone: "9876543210" }, "name"],
    ["a bad email", { name: "Asha", phone: "9876543210", email: "asha@" }, "email"],
  ])("%s answers 400 naming the field", async (_name, fields, field) => {
    const account = await register("badprofile");
    const answer = await updateProfile(account, { email: account.email, ...fields });
    expectFailure(answer, 400, field);
  });

  test("an email another user has (in any letter case) answers 409, and nothing changes", async () => {
    const owner = await register("emailowner");
    const other = await register("emailother");
    const before = await userRow(other.id);
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const answer = await updateProfile(other, {
        name: "Taken",
        phone: "9876543210",
        email,
        currentPassword: other.password,
      });
      expectFailure(answer, 409);
      expect((answer.body as Json).message).toMatch(/already exists/i);
    }
    expect(await userRow(other.id)).toEqual(before);
  });

  test("changing the email marks the account unverified again; keeping it does not", async () => {
    const account = await register("reverify");
    const otp = t.lastCode(account.email, "welcome");
    const verify = await t.send("POST", "/api/auth/verify-Account", {
      body: { userId: account.id, otp },
    });
    expect(verify.status).toBe(200);
    expect((await profileOf(account)).isAccountVerify).toBe(true);

    const same = await updateProfile(account, {
      name: "Asha",
      phone: "9876543210",
      email: account.email.toUpperCase(),
    });
    expect(same.status).toBe(200);
    expect((await profileOf(account)).isAccountVerify).toBe(true);

    const email = newEmail("reverifynew");
    const changed = await updateProfile(account, {
      name: "Asha",
      phone: "9876543210",
      email,
      currentPassword: account.password,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ profile: { email, isAccountVerify: false } });
    const data = await t.send("GET", "/api/user/data", { token: account.token });
    expect(data.body).toMatchObject({ userData: { email, isAccountVerify: false } });
    expect((await userRow(account.id))?.isAccountVerified).toBe(false);
  });

  test("after an email change, the verify code mailed to the old address does not verify the new one", async () => {
    const account = await register("oldcode");
    const oldAddressCode = t.lastCode(account.email, "welcome");
    expect(oldAddressCode).toMatch(/^\d{6}$/);
    await changeEmail(account, "oldcodenew");
    const answer = await t.send("POST", "/api/auth/verify-Account", {
      body: { userId: account.id, otp: oldAddressCode },
    });
    expect(answer.status).toBe(400);
    expect((await profileOf(account)).isAccountVerify).toBe(false);
  });

  test("after an email change, a reset code mailed to the old address neither resets nor verifies", async () => {
    const account = await register("oldreset");
    const asked = await t.send("POST", "/api/auth/send-reset-otp", {
      body: { email: account.email },
    });
    expect(asked.status).toBe(200);
    const oldAddressCode = t.lastCode(account.email, "reset");
    expect(oldAddressCode).toMatch(/^\d{6}$/);
    const email = await changeEmail(account, "oldresetnew");
    const answer = await t.send("POST", "/api/auth/reset-password", {
      body: { email, otp: oldAddressCode, newpassword: "Brand-New-Password-1" },
    });
    expect(answer.status).toBe(400);
    expect((await userRow(account.id))?.isAccountVerified).toBe(false);
  });
});

describe(`POST /api/user/addaddress (${testEngine})`, () => {
  test("a flat address body answers 201 { success, message } and is stored", async () => {
    const account = await register("flat");
    const answer = await addAddress(account, anAddress("7 Residency Road"));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: "Address added successfully",
      address: { ...anAddress("7 Residency Road"), alternatephone: "", isDefaultBilling: true },
      addresses: [expect.objectContaining({ address: "7 Residency Road" })],
    });
    const rows = await storedAddresses(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: "7 Residency Road", city: "Bengaluru" });
  });

  test("a wrapped { userId, address: {...} } body works too", async () => {
    const account = await register("wrapped");
    const answer = await addAddress(account, {
      userId: account.id,
      address: anAddress("8 Brigade Road"),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, address: { address: "8 Brigade Road" } });
    expect(await storedAddresses(account.id)).toHaveLength(1);
  });

  test.each(SEVEN)("a missing %s answers 400 naming it, and stores nothing", async (field) => {
    const account = await register("missing");
    const body = anAddress();
    delete body[field];
    expectFailure(await addAddress(account, body), 400, field);
    const blank = anAddress("12 MG Road", { [field]: "   " });
    expectFailure(await addAddress(account, blank), 400, field);
    const wrapped = { userId: account.id, address: body };
    expectFailure(await addAddress(account, wrapped), 400, field);
    expect(await storedAddresses(account.id)).toHaveLength(0);
  });

  test.each<[string, unknown]>([
    ["too short", "98765"],
    ["too long", "98765432101"],
    ["starting with 5", "5876543210"],
    ["starting with 0 after the prefix", "+91 08765 43210"],
    ["letters", "phone-number"],
  ])("a bad phoneNumber (%s) answers 400 naming phoneNumber", async (_name, phoneNumber) => {
    const account = await register("badaddrphone");
    expectFailure(
      await addAddress(account, anAddress("1 A St", { phoneNumber })),
      400,
      "phoneNumber",
    );
    expect(await storedAddresses(account.id)).toHaveLength(0);
  });

  test("a bad alternatephone answers 400 naming alternatephone", async () => {
    const account = await register("badalt");
    expectFailure(
      await addAddress(account, anAddress("1 A St", { alternatephone: "12345" })),
      400,
      "alternatephone",
    );
  });

  test("phone numbers and PINs are normalised before they are stored", async () => {
    const account = await register("normalise");
    const address = await added(
      account,
      anAddress("3 Hill Road", {
        phoneNumber: "+91 98765 43210",
        alternatephone: "0 91234-56789",
        pin: "560 001",
      }),
    );
    expect(address).toMatchObject({
      phoneNumber: "9876543210",
      alternatephone: "9123456789",
      pin: "560001",
    });
    expect(await storedAddresses(account.id)).toEqual([
      expect.objectContaining({
        phoneNumber: "9876543210",
        alternatePhone: "9123456789",
        pin: "560001",
      }),
    ]);
  });

  test.each<[string, unknown]>([
    ["5 digits", "56001"],
    ["7 digits", "5600011"],
    ["a leading 0", "056001"],
    ["letters", "56000A"],
    ["a number", 560001],
  ])("a bad pin (%s) answers 400 naming pin", async (_name, pin) => {
    const account = await register("badpin");
    expectFailure(await addAddress(account, anAddress("1 A St", { pin })), 400, "pin");
    expect(await storedAddresses(account.id)).toHaveLength(0);
  });

  test("an exact duplicate answers 409 'This address already exists'", async () => {
    const account = await register("dup");
    await added(account, anAddress("5 Lake View"));
    const again = await addAddress(account, anAddress("5 Lake View"));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: ADDRESS_EXISTS });
    expect(ADDRESS_EXISTS).toBe("This address already exists");
    expect(await storedAddresses(account.id)).toHaveLength(1);
  });

  test("an address differing only in letter case, outer spaces or phone format is a duplicate", async () => {
    const account = await register("dupcase");
    await added(account, anAddress("5 Lake View"));
    const variants = [
      anAddress("5 LAKE VIEW", { city: "bengaluru", country: "INDIA" }),
      anAddress("  5 Lake View  ", { fullName: " asha kumar ", state: "KARNATAKA " }),
      anAddress("5 Lake View", { phoneNumber: "+91 98765 43210", pin: "560 001" }),
      { userId: account.id, address: anAddress(" 5 lake view") },
    ];
    for (const variant of variants) {
      const answer = await addAddress(account, variant);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ success: false, message: ADDRESS_EXISTS });
    }
    expect(await storedAddresses(account.id)).toHaveLength(1);
  });

  test("an address differing in one of the seven fields is not a duplicate", async () => {
    const account = await register("notdup");
    await added(account, anAddress("5 Lake View"));
    await added(account, anAddress("5 Lake View", { pin: "560002" }));
    await added(account, anAddress("5 Lake View", { fullName: "Ravi Kumar" }));
    expect(await storedAddresses(account.id)).toHaveLength(3);
  });

  test("the same address saved by two different users is not a duplicate", async () => {
    const first = await register("shareda");
    const second = await register("sharedb");
    await added(first, anAddress("9 Shared Lane"));
    await added(second, anAddress("9 Shared Lane"));
  });

  test("the first address becomes the default billing address; later ones do not", async () => {
    const account = await register("firstdefault");
    const first = await added(account, anAddress("1 First St"));
    const second = await added(account, anAddress("2 Second St"));
    expect(first.isDefaultBilling).toBe(true);
    expect(second.isDefaultBilling).toBe(false);
    const profile = await profileOf(account);
    expect(profile.addresses.map((a) => a.isDefaultBilling)).toEqual([true, false]);
  });

  test("adding another as default clears the first: only one default at a time", async () => {
    const account = await register("onedefault");
    const first = await added(account, anAddress("1 First St"));
    const second = await added(account, anAddress("2 Second St", { isDefaultBilling: true }));
    expect(second.isDefaultBilling).toBe(true);
    const rows = await storedAddresses(account.id);
    expect(defaults(rows)).toBe(1);
    expect((await addressRow(first._id))?.isDefaultBilling).toBe(false);
    expect((await addressRow(second._id))?.isDefaultBilling).toBe(true);
  });

  test(`the ${MAX_ADDRESSES + 1}st address is refused, and ${MAX_ADDRESSES} stay`, async () => {
    expect(MAX_ADDRESSES).toBe(20);
    const account = await register("many");
    for (let i = 1; i <= MAX_ADDRESSES; i += 1) {
      await added(account, anAddress(`${i} Long Street`));
    }
    const over = await addAddress(account, anAddress("21 Long Street"));
    expectFailure(over, 409, String(MAX_ADDRESSES));
    expect(await storedAddresses(account.id)).toHaveLength(MAX_ADDRESSES);
  });

  test("a body that is not JSON answers 400", async () => {
    const account = await register("notjson");
    expectFailure(await addAddress(account, "{fullName:"), 400);
  });
});

describe(`PUT /api/user/updateaddress/{id} (${testEngine})`, () => {
  test("a valid update answers 'Address updated successfully' and is stored", async () => {
    const account = await register("updaddr");
    const address = await added(account, anAddress("1 Old Road"));
    const answer = await updateAddress(account, address._id, {
      userId: account.id,
      address: anAddress("1 New Road", { city: "Mysuru", pin: "570001" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: "Address updated successfully",
      address: { _id: address._id, address: "1 New Road", city: "Mysuru", pin: "570001" },
    });
    expect(await addressRow(address._id)).toMatchObject({
      address: "1 New Road",
      city: "Mysuru",
      pin: "570001",
    });
    expect(await storedAddresses(account.id)).toHaveLength(1);
  });

  test("saving an address unchanged (or changed only in case) is not a duplicate of itself", async () => {
    const account = await register("updsame");
    const address = await added(account, anAddress("1 Same Road"));
    expect((await updateAddress(account, address._id, anAddress("1 Same Road"))).status).toBe(200);
    expect((await updateAddress(account, address._id, anAddress("1 SAME ROAD"))).status).toBe(200);
  });

  test("making it a duplicate of another address answers 409, and nothing changes", async () => {
    const account = await register("upddup");
    await added(account, anAddress("1 Taken Road"));
    const second = await added(account, anAddress("2 Free Road"));
    const before = await addressRow(second._id);
    const answer = await updateAddress(account, second._id, anAddress(" 1 taken road "));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: ADDRESS_EXISTS });
    expect(await addressRow(second._id)).toEqual(before);
  });

  test("marking another address as default clears the old default", async () => {
    const account = await register("upddefault");
    const first = await added(account, anAddress("1 First St"));
    const second = await added(account, anAddress("2 Second St"));
    const answer = await updateAddress(
      account,
      second._id,
      anAddress("2 Second St", { isDefaultBilling: true }),
    );
    expect(answer.status).toBe(200);
    expect((await addressRow(first._id))?.isDefaultBilling).toBe(false);
    expect((await addressRow(second._id))?.isDefaultBilling).toBe(true);
    // An update that does not mention the default keeps it where it is.
    await updateAddress(account, second._id, anAddress("2 Second Street"));
    expect((await addressRow(second._id))?.isDefaultBilling).toBe(true);
    expect(defaults(await storedAddresses(account.id))).toBe(1);
  });

  test("a bad field answers 400 naming it, and nothing changes", async () => {
    const account = await register("updbad");
    const address = await added(account, anAddress("1 Valid Road"));
    const before = await addressRow(address._id);
    expectFailure(
      await updateAddress(account, address._id, anAddress("1 Valid Road", { pin: "12" })),
      400,
      "pin",
    );
    expect(await addressRow(address._id)).toEqual(before);
  });

  test("an unknown id answers 404; a malformed id answers 400", async () => {
    const account = await register("updunknown");
    expectFailure(await updateAddress(account, "f".repeat(24), anAddress()), 404);
    expectFailure(await updateAddress(account, "not-an-id", anAddress()), 400);
  });
});

describe(`DELETE /api/user/deleteaddress/{id} (${testEngine})`, () => {
  test("deletes the address: { success, message }, gone from the profile; a second delete is 404", async () => {
    const account = await register("del");
    const keep = await added(account, anAddress("1 Keep Road"));
    const drop = await added(account, anAddress("2 Drop Road"));
    const answer = await deleteAddress(account, drop._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });
    expect((await profileOf(account)).addresses.map((a) => a._id)).toEqual([keep._id]);
    expect(await addressRow(drop._id)).toBeUndefined();
    expectFailure(await deleteAddress(account, drop._id), 404);
  });

  test("deleting the default billing address makes the oldest remaining one the default", async () => {
    const account = await register("deldefault");
    const first = await added(account, anAddress("1 First Road"));
    const second = await added(account, anAddress("2 Second Road"));
    const third = await added(account, anAddress("3 Third Road"));
    expect(first.isDefaultBilling).toBe(true);
    expect((await deleteAddress(account, first._id)).status).toBe(200);
    const after = (await profileOf(account)).addresses;
    expect(after.map((a) => [a._id, a.isDefaultBilling])).toEqual([
      [second._id, true],
      [third._id, false],
    ]);
  });

  test("a malformed id answers 400", async () => {
    const account = await register("delbad");
    expectFailure(await deleteAddress(account, "xyz"), 400);
  });
});

describe(`address ownership (${testEngine})`, () => {
  test("user B cannot read, update or delete user A's address (404), and A's address is unchanged", async () => {
    const a = await register("ownera");
    const b = await register("ownerb");
    const address = await added(a, anAddress("1 Private Road"));
    const before = await addressRow(address._id);

    const bProfile = await profileOf(b);
    expect(bProfile.addresses.map((x) => x._id)).not.toContain(address._id);
    expect(JSON.stringify(bProfile)).not.toContain("Private Road");

    const update = await updateAddress(b, address._id, {
      userId: a.id,
      address: anAddress("1 Hijacked Road"),
    });
    expectFailure(update, 404);
    const remove = await deleteAddress(b, address._id);
    expectFailure(remove, 404);

    // Not found reads the same as an id that never existed.
    const never = await updateAddress(b, "e".repeat(24), anAddress("1 Hijacked Road"));
    expect(update.body).toEqual(never.body);

    expect(await addressRow(address._id)).toEqual(before);
    expect((await profileOf(a)).addresses).toEqual([address]);
    expect(await storedAddresses(b.id)).toHaveLength(0);
  });

  test("a userId in the body naming another user is ignored: the address goes to the token's user", async () => {
    const a = await register("bodyida");
    const b = await register("bodyidb");
    await added(b, { userId: a.id, address: anAddress("1 Mine Road") });
    expect(await storedAddresses(a.id)).toHaveLength(0);
    expect(await storedAddresses(b.id)).toHaveLength(1);
  });
});

describe(`every user route needs a live token (${testEngine})`, () => {
  const routes: [string, string, unknown][] = [
    ["GET", "/api/user/data", undefined],
    ["GET", "/api/user/profile", undefined],
    ["POST", "/api/user/updateprofile", { name: "X", phone: "9876543210", email: "x@example.in" }],
    ["POST", "/api/user/addaddress", anAddress("1 Anonymous Road")],
    ["PUT", `/api/user/updateaddress/${"a".repeat(24)}`, anAddress("1 Anonymous Road")],
    ["DELETE", `/api/user/deleteaddress/${"a".repeat(24)}`, { userId: "a".repeat(24) }],
  ];

  test.each(routes)(
    "%s %s without a token answers 401 { success: false, message }",
    async (method, url, body) => {
      const before = (await t.database.db.select().from(addresses)).length;
      expectFailure(await t.send(method, url, { body }), 401);
      expectFailure(await t.send(method, url, { body, headers: { token: "garbage" } }), 401);
      expectFailure(await t.send(method, url, { body, token: "garbage" }), 401);
      expect((await t.database.db.select().from(addresses)).length).toBe(before);
    },
  );

  test.each(routes)("%s %s with a logged-out token answers 401", async (method, url, body) => {
    const account = await register("loggedout");
    expect((await t.send("POST", "/api/auth/logout", { token: account.token })).status).toBe(200);
    expectFailure(await t.send(method, url, { body, headers: { token: account.token } }), 401);
    expectFailure(await t.send(method, url, { body, token: account.token }), 401);
  });
});

describe(`concurrency (${testEngine})`, () => {
  test("10 parallel addaddress calls of one address save exactly one; the rest answer 409", async () => {
    const account = await register("race");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addAddress(account, anAddress("1 Race Course Road"))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ success: false, message: ADDRESS_EXISTS });
    }
    const rows = await storedAddresses(account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isDefaultBilling).toBe(true);
  });

  test("10 parallel different addresses, each asking to be the default, leave exactly one default", async () => {
    const account = await register("racedefault");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addAddress(account, anAddress(`${i + 1} Default Lane`, { isDefaultBilling: true })),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const rows = await storedAddresses(account.id);
    expect(rows).toHaveLength(10);
    expect(defaults(rows)).toBe(1);
  });
});
