/**
 * Password hashing with scrypt (salted, parameters stored with the hash so they can be
 * raised later). Only the hash is ever stored or logged.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt setting of the same strength as N=2^17, r=8, p=1, with 32 MiB of memory. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes `password` as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(salt, "base64url"), cost);
  } catch {
    // Parameters scrypt refuses (a corrupted row) are a non-match, not a 500.
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an email with no account, so the
 * answer time does not tell an attacker which emails are registered.
 */
export async function verifyAgainstDummy(password: string, cost: ScryptCost): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password", cost);
  await verifyPassword(password, await dummyHash);
}
