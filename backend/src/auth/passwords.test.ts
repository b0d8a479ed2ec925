import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  type ScryptCost,
} from "./passwords";

/** A light cost so the behaviour tests run quickly; the default is checked on its own. */
const LIGHT: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const PASSWORD = "Correct-Horse-42";

describe("hashPassword / verifyPassword", () => {
  test("two hashes of one password differ (a random salt each time), and both verify", async () => {
    const first = await hashPassword(PASSWORD, LIGHT);
    const second = await hashPassword(PASSWORD, LIGHT);
    expect(first).not.toBe(second);
    await expect(verifyPassword(PASSWORD, first)).resolves.toBe(true);
    await expect(verifyPassword(PASSWORD, second)).resolves.toBe(true);
  });

  test("the stored string is scrypt$N$r$p$salt$hash and never contains the password", async () => {
    for (const password of [PASSWORD, "password", "12345678", "Pa55 word with spaces"]) {
      const stored = await hashPassword(password, LIGHT);
      expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(stored).not.toContain(password);
      expect(stored.toLowerCase()).not.toContain(password.toLowerCase());
      expect(stored).not.toContain(Buffer.from(password).toString("base64url"));
      expect(stored).not.toContain(Buffer.from(password).toString("hex"));
    }
  });

  test("the right password verifies; a wrong, empty, differently-cased or longer one does not", async () => {
    const stored = await hashPassword(PASSWORD, LIGHT);
    await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(true);
    for (const wrong of [
      "",
      "correct-horse-42",
      "Correct-Horse-43",
      `${PASSWORD} `,
      ` ${PASSWORD}`,
      `${PASSWORD}x`,
      PASSWORD.slice(0, -1),
    ]) {
      await expect(verifyPassword(wrong, stored)).resolves.toBe(false);
    }
  });

  test("the cost travels with the hash: a hash made at one cost verifies whatever the current default", async () => {
    const cheap = await hashPassword(PASSWORD, { N: 2 ** 4, r: 1, p: 1 });
    expect(cheap.startsWith("scrypt$16$1$1$")).toBe(true);
    await expect(verifyPassword(PASSWORD, cheap)).resolves.toBe(true);
    await expect(verifyPassword("not it", cheap)).resolves.toBe(false);
  });

  test("a tampered hash or salt no longer matches", async () => {
    const stored = await hashPassword(PASSWORD, LIGHT);
    const parts = stored.split("$");
    const flip = (value: string) => (value[0] === "A" ? "B" : "A") + value.slice(1);
    const badHash = [...parts.slice(0, 5), flip(parts[5] ?? "")].join("$");
    const badSalt = [...parts.slice(0, 4), flip(parts[4] ?? ""), parts[5]].join("$");
    await expect(verifyPassword(PASSWORD, badHash)).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, badSalt)).resolves.toBe(false);
  });

  test.each<[string, (valid: string) => string]>([
    ["an empty string", () => ""],
    ["the password itself", () => PASSWORD],
    ["another scheme", (valid) => valid.replace(/^scrypt/, "bcrypt")],
    ["no salt", (valid) => valid.split("$").slice(0, 4).join("$") + "$$" + valid.split("$")[5]],
    ["no hash", (valid) => valid.split("$").slice(0, 5).join("$") + "$"],
    ["missing parts", (valid) => valid.split("$").slice(0, 3).join("$")],
    ["a non-numeric N", (valid) => valid.replace(/^scrypt\$1024/, "scrypt$abc")],
    ["a zero r", (valid) => valid.replace(/^scrypt\$1024\$8/, "scrypt$1024$0")],
    ["a negative p", (valid) => valid.replace(/^scrypt\$1024\$8\$1/, "scrypt$1024$8$-1")],
    ["a fractional N", (valid) => valid.replace(/^scrypt\$1024/, "scrypt$1024.5")],
    ["a truncated hash", (valid) => valid.slice(0, -10)],
    ["an N that is not a power of two", (valid) => valid.replace(/^scrypt\$1024/, "scrypt$1000")],
    ["an N of 1", (valid) => valid.replace(/^scrypt\$1024/, "scrypt$1")],
    ["an N beyond 2^32", (valid) => valid.replace(/^scrypt\$1024/, `scrypt$${2 ** 40}`)],
  ])(
    "a malformed stored hash (%s) never matches, and answers false rather than throwing",
    async (_name, mangle) => {
      const valid = await hashPassword(PASSWORD, LIGHT);
      const stored = mangle(valid);
      await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(false);
    },
  );

  test("Unicode passwords are compared after NFKC normalisation, so the same text typed two ways matches", async () => {
    const composed = "café-gift-2024"; // é as one code point
    const decomposed = "cafe\u0301-gift-2024"; // e + combining acute accent
    const stored = await hashPassword(composed, LIGHT);
    await expect(verifyPassword(decomposed, stored)).resolves.toBe(true);
    await expect(verifyPassword("cafe-gift-2024", stored)).resolves.toBe(false);
  });

  test("verifyAgainstDummy resolves (spends the time) without throwing, whatever the password", async () => {
    await expect(verifyAgainstDummy("anything at all", LIGHT)).resolves.toBeUndefined();
    await expect(verifyAgainstDummy("", LIGHT)).resolves.toBeUndefined();
  });
});

describe("DEFAULT_SCRYPT_COST", () => {
  /**
   * OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1, or one of its equal-strength
   * trade-offs of memory for parallelism.
   */
  const OWASP: ScryptCost[] = [
    { N: 2 ** 17, r: 8, p: 1 },
    { N: 2 ** 16, r: 8, p: 2 },
    { N: 2 ** 15, r: 8, p: 3 },
    { N: 2 ** 14, r: 8, p: 5 },
    { N: 2 ** 13, r: 8, p: 10 },
  ];

  test("is at least one of OWASP's recommended scrypt settings", () => {
    const { N, r, p } = DEFAULT_SCRYPT_COST;
    expect(Number.isInteger(Math.log2(N))).toBe(true);
    const meetsOne = OWASP.some((o) => N >= o.N && r >= o.r && p >= o.p);
    const fullStrength = N * r * p >= 2 ** 17 * 8;
    expect(meetsOne || fullStrength).toBe(true);
  });

  test("hashes and verifies at the default cost (the one production uses)", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith(`scrypt$${2 ** 15}$8$3$`)).toBe(true);
    expect(stored).not.toContain(PASSWORD);
    await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(true);
    await expect(verifyPassword("Correct-Horse-41", stored)).resolves.toBe(false);
  }, 30_000);
});
