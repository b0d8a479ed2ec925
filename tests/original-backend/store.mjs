// The stand-in's data, in memory where the original has MongoDB: one array per collection in
// insertion order (the order Mongo returns without a sort), documents kept in the key order the
// original serialises a document read back from the database (`_id` first, `__v` last).
import { randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { castObjectId, castString, matches } from "./casting.mjs";

const scryptAsync =
  /** @type {(password: string, salt: Buffer, length: number) => Promise<Buffer>} */ (
    promisify(scrypt)
  );

/**
 * @typedef {import("./server.d.mts").User} User
 * @typedef {import("./server.d.mts").Mail} Mail
 * @typedef {import("./server.d.mts").OriginalBackendState} State
 */

/**
 * What every route module is given.
 * @typedef {{state: State, jwtSecret: string, keyId: string,
 *   keySecret: string, razorpayUrl: string | undefined, uploadsDir: string,
 *   mail: ((mail: Mail) => unknown) | undefined}} Context
 */

/**
 * Everything the stand-in holds, open to tests: the catalogue, shoppers' documents, what was
 * paid, and every mail with the last code mailed to each address (`codes`).
 * @param {Pick<State, "categories" | "subcategories" | "products">} catalogue
 * @returns {State}
 */
export function createState({ categories, subcategories, products }) {
  return {
    categories,
    subcategories,
    products,
    users: [],
    profiles: [],
    carts: [],
    wishlists: [],
    orders: [],
    razorpayOrders: [],
    payments: [],
    feedback: [],
    mails: [],
    codes: new Map(),
  };
}

/**
 * `Model.findById`: a missing id finds nothing, a malformed one throws the cast error naming
 * `model`, upper-case hex finds the document.
 * @template {{_id: string}} T
 * @param {T[]} list
 * @param {unknown} id
 * @param {string} model
 * @returns {T | null}
 */
export function findById(list, id, model) {
  const wanted = castObjectId(id, "_id", model);
  return wanted === null ? null : (list.find((doc) => doc._id === wanted) ?? null);
}

/**
 * `User.findOne({email})` with the request's value as it came: matched exactly (no case
 * folding, no trimming), and an object of query operators is applied, as Mongo would.
 * @param {State} state @param {unknown} email
 */
export function findUserByEmail(state, email) {
  const cast = (value) => castString(value, "email", "user");
  return state.users.find((user) => matches(user.email, email, cast)) ?? null;
}

/** @param {State} state @param {string | null} userId */
export function profileOf(state, userId) {
  return state.profiles.find((profile) => profile.user === userId) ?? null;
}

/** A fresh 6-digit code, as text. */
export function newCode() {
  return String(randomInt(100000, 1000000));
}

/**
 * The original hashes with bcrypt, whose only visible trait here is refusing a non-text
 * password with `Illegal arguments: <type>, <type>`; scrypt does the hashing.
 * @param {unknown} password
 */
export async function hashPassword(password) {
  if (typeof password !== "string")
    throw new Error(`Illegal arguments: ${typeof password}, number`);
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

/** @param {unknown} password @param {string} stored */
export async function passwordMatches(password, stored) {
  if (typeof password !== "string")
    throw new Error(`Illegal arguments: ${typeof password}, string`);
  const [, salt = "", hash = ""] = stored.split("$");
  const computed = await scryptAsync(password, Buffer.from(salt, "hex"), 32);
  return timingSafeEqual(computed, Buffer.from(hash, "hex"));
}

/**
 * Sends a mail: kept in `state.mails` (and its code in `state.codes`) and handed to the
 * caller's `mail` callback, whose failure fails the route as an SMTP error would.
 * @param {State} state @param {((mail: Mail) => unknown) | undefined} deliver
 * @param {Mail} mail @param {string} [code]
 */
export async function sendMail(state, deliver, mail, code) {
  state.mails.push(mail);
  if (code !== undefined) state.codes.set(mail.to, code);
  await deliver?.(mail);
}
