import "server-only";
import { z } from "zod";
import type { Address, Profile } from "@/lib/types";
import type { AddressInput, ProfileInput } from "@/lib/validations/account";
import { addressWire, profileWire, reshapeAddress, reshapeProfile } from "./account-wire";
import { fetchUserData } from "./auth";
import { backendFetch, backendSend, requiredPart, throwIfRefused } from "./fetch";
import { answerFields } from "./wire";

// Profile calls send the token in a header named `token` (docs/contract.md, Conventions).
const tokenHeader = (token: string) => ({ token });

const profileAnswer = z.object({ ...answerFields, profile: profileWire.optional() });

/** GET /api/user/profile: the profile with its addresses; a dead token throws a 401. */
export async function fetchProfile(token: string): Promise<Profile> {
  const answer = await backendFetch("/api/user/profile", profileAnswer, {
    cache: "no-store",
    headers: tokenHeader(token),
  });
  const wire = requiredPart(answer, "profile", "GET /api/user/profile", 502);
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
    addresses: z.array(addressWire).optional(),
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

/** POST /api/user/updateprofile; returns the backend's message. */
export async function updateProfile(token: string, input: ProfileInput): Promise<string> {
  const answer = await change(token, "POST", "/api/user/updateprofile", input);
  return answer.message ?? "";
}

/**
 * The address list after a change: the answer's own list when the backend sends one (the
 * reference backend does), else read again, since §7 leaves these answers open.
 */
async function addressesAfter(
  token: string,
  answer: z.output<typeof messageAnswer>,
): Promise<Address[]> {
  if (answer.addresses) return answer.addresses.map(reshapeAddress);
  return (await fetchProfile(token)).addresses;
}

/** POST /api/user/addaddress; returns the addresses afterwards. */
export async function addAddress(token: string, input: AddressInput): Promise<Address[]> {
  return addressesAfter(token, await change(token, "POST", "/api/user/addaddress", input));
}

/** PUT /api/user/updateaddress/{id} with `{ userId, address }`; returns the addresses afterwards. */
export async function updateAddress(
  token: string,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address[]> {
  const path = `/api/user/updateaddress/${encodeURIComponent(id)}`;
  return addressesAfter(token, await change(token, "PUT", path, { userId, address: input }));
}

/** DELETE /api/user/deleteaddress/{id} with `{ userId }`; returns the addresses afterwards. */
export async function deleteAddress(token: string, userId: string, id: string): Promise<Address[]> {
  const path = `/api/user/deleteaddress/${encodeURIComponent(id)}`;
  return addressesAfter(token, await change(token, "DELETE", path, { userId }));
}
