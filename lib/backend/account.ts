import "server-only";
import { z } from "zod";
import type { Address, Profile } from "@/lib/types";
import { ADDRESS_DUPLICATE, type AddressInput, type ProfileInput } from "@/lib/validations/account";
import { normalizeMobile } from "@giftshop/shared/validations/india";
import { addressWire, profileWire, reshapeAddress, reshapeProfile } from "./account-wire";
import { fetchUserData } from "./auth";
import { BackendError, backendFetch, backendSend, requiredPart, throwIfRefused } from "./fetch";
import { answerFields } from "./wire";

// Profile calls send the token in a header named `token` (docs/contract.md, Conventions); the
// token also goes as a `token` cookie, which the original backend reads (lib/auth/backend-cookies.ts).
const tokenHeader = (token: string) => ({ token });

const profileAnswer = z.object({ ...answerFields, profile: profileWire.optional() });

/** GET /api/user/profile as the backend sends it; a dead token throws a 401. */
async function readProfile(token: string): Promise<z.output<typeof profileWire>> {
  const answer = await backendFetch("/api/user/profile", profileAnswer, {
    cache: "no-store",
    headers: tokenHeader(token),
  });
  return requiredPart(answer, "profile", "GET /api/user/profile", 502);
}

/** GET /api/user/profile: the profile with its addresses; a dead token throws a 401. */
export async function fetchProfile(token: string): Promise<Profile> {
  const wire = await readProfile(token);
  const profile = reshapeProfile(wire);
  // A profile document kept apart from the user (a typical §7 backend's Profile model) need
  // not carry the verified flag; the user data call does (docs/contract.md, Behaviour: user data,
  // then profile).
  if (wire.isAccountVerify === undefined) {
    profile.isAccountVerify = (await fetchUserData(token)).isAccountVerify;
  }
  return profile;
}

const messageAnswer = z
  .object({
    ...answerFields,
    profile: profileWire.optional(),
    addresses: z.array(addressWire.nullable()).optional(),
  })
  .loose();

/** Sends a profile change; a refusal throws. */
async function change(
  token: string,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
): Promise<z.output<typeof messageAnswer>> {
  const answer = await backendSend(method, path, body, messageAnswer, tokenHeader(token));
  throwIfRefused(answer, `${method} ${path}`);
  return answer;
}

/** The fields the profile keeps; the password a change of email carries is not one. */
type ProfileField = Exclude<keyof ProfileInput, "currentPassword">;

/** What a profile change did: the shopper's message, and the fields the backend did not change. */
export interface ProfileSaved {
  message: string;
  unchanged: ProfileField[];
}

const PROFILE_FIELDS: ProfileField[] = ["name", "phone", "email"];
const FIELD_LABELS: Record<ProfileField, string> = {
  name: "name",
  phone: "phone number",
  email: "email",
};

/** A profile field as compared: emails without case, phones as their 10 digits. */
function comparable(field: ProfileField, value: string): string {
  if (field === "email") return value.trim().toLowerCase();
  if (field === "phone") return normalizeMobile(value);
  return value.trim();
}

/** "name", "name or email", "name, phone number or email". */
function listOf(fields: ProfileField[], last: "and" | "or"): string {
  const labels = fields.map((field) => FIELD_LABELS[field]);
  if (labels.length < 2) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} ${last} ${labels.at(-1)}`;
}

/**
 * The sentence for a change that did not take in full: what was saved, then plainly what this
 * backend would not change (the shop's original backend saves only the phone).
 */
function partlySaved(saved: ProfileField[], unchanged: ProfileField[]): string {
  const refused = `This shop cannot change your ${listOf(unchanged, "or")} here.`;
  if (saved.length === 0) return `Nothing was changed. ${refused}`;
  const verb = saved.length === 1 ? "was" : "were";
  return `Your ${listOf(saved, "and")} ${verb} saved. ${refused}`;
}

/**
 * POST /api/user/updateprofile, then the profile read back: a backend may answer success and
 * keep only some fields (the original keeps the phone only), so the shopper is told which of
 * the fields they changed were saved and which were not. `currentPassword`, when the input has
 * it, goes along: the reference backend needs it for a change of email, the original ignores it.
 */
export async function updateProfile(token: string, input: ProfileInput): Promise<ProfileSaved> {
  const before = await readProfile(token);
  const answer = await change(token, "POST", "/api/user/updateprofile", input);
  const after = answer.profile ?? (await readProfile(token));
  const same = (field: ProfileField, wire: z.output<typeof profileWire>) =>
    comparable(field, wire[field]) === comparable(field, input[field]);
  const unchanged = PROFILE_FIELDS.filter((field) => !same(field, after));
  if (unchanged.length === 0) return { message: answer.message ?? "", unchanged };
  const saved = PROFILE_FIELDS.filter((field) => !same(field, before) && same(field, after));
  return { message: partlySaved(saved, unchanged), unchanged };
}

/** The address list of an answer or a profile, without the empty entries a backend may keep. */
const addressesOf = (list: readonly (z.output<typeof addressWire> | null)[] | null | undefined) =>
  (list ?? []).flatMap((wire) => (wire ? [reshapeAddress(wire)] : []));

/**
 * The address list after a change: the answer's own list when the backend sends one (the
 * reference backend and the original's addaddress do), else read again from the profile.
 */
async function addressesAfter(
  token: string,
  answer: z.output<typeof messageAnswer>,
): Promise<Address[]> {
  if (answer.addresses) return addressesOf(answer.addresses);
  return addressesOf((await readProfile(token)).addresses);
}

/** The seven fields that make two addresses the same (docs/contract.md, Validation). */
const SEVEN = ["fullName", "phoneNumber", "address", "city", "state", "pin", "country"] as const;
const sameAddress = (a: Address, b: AddressInput) =>
  SEVEN.every((field) => a[field].trim().toLowerCase() === b[field].trim().toLowerCase());

/**
 * Refuses an address equal to another of the shopper's (409 "This address already exists"):
 * the original backend keeps duplicates, so the storefront checks before sending.
 */
async function refuseDuplicate(token: string, input: AddressInput, id?: string): Promise<void> {
  const book = addressesOf((await readProfile(token)).addresses);
  if (book.some((address) => address.id !== id && sameAddress(address, input))) {
    throw new BackendError(ADDRESS_DUPLICATE, 409);
  }
}

/**
 * Statuses with which a backend may refuse the wrapped form of a new address for its shape,
 * after which the flat form is tried once (a validation refusal, or a 500 from a cast).
 */
const SHAPE_REFUSALS = new Set([400, 422, 500]);

/**
 * POST /api/user/addaddress; returns the addresses afterwards. The address goes wrapped,
 * `{ address: {...} }`, which the original backend requires and the reference backend accepts;
 * a backend that refuses that shape gets the contract's flat fields once
 * (docs/accounts.md, "On the shop's original backend").
 */
export async function addAddress(token: string, input: AddressInput): Promise<Address[]> {
  await refuseDuplicate(token, input);
  const path = "/api/user/addaddress";
  try {
    return await addressesAfter(token, await change(token, "POST", path, { address: input }));
  } catch (error) {
    if (!(error instanceof BackendError) || !SHAPE_REFUSALS.has(error.status)) throw error;
    // A 500 may come after the address was saved: then it is in the book, saved once.
    const book = addressesOf((await readProfile(token)).addresses);
    if (book.some((address) => sameAddress(address, input))) return book;
    return addressesAfter(token, await change(token, "POST", path, input));
  }
}

/** PUT /api/user/updateaddress/{id} with `{ userId, address }`; returns the addresses afterwards. */
export async function updateAddress(
  token: string,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address[]> {
  await refuseDuplicate(token, input, id);
  const path = `/api/user/updateaddress/${encodeURIComponent(id)}`;
  return addressesAfter(token, await change(token, "PUT", path, { userId, address: input }));
}

/** DELETE /api/user/deleteaddress/{id} with `{ userId }`; returns the addresses afterwards. */
export async function deleteAddress(token: string, userId: string, id: string): Promise<Address[]> {
  const path = `/api/user/deleteaddress/${encodeURIComponent(id)}`;
  return addressesAfter(token, await change(token, "DELETE", path, { userId }));
}
