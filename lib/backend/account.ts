import "server-only";
import { z } from "zod";
import type { Address, Profile } from "@/lib/types";
import type { AddressInput, ProfileInput } from "@/lib/validations/account";
import { addressWire, profileWire, reshapeAddress, reshapeProfile } from "./account-wire";
import { fetchUserData } from "./auth";
import { BackendError, backendFetch, backendSend } from "./fetch";

// Profile calls send the token in a header named `token` (seed-spec §6).
const tokenHeader = (token: string) => ({ token });

const profileAnswer = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  profile: profileWire.optional(),
});

/** GET /api/user/profile: the profile with its addresses; a dead token throws a 401. */
export async function fetchProfile(token: string): Promise<Profile> {
  const answer = await backendFetch("/api/user/profile", profileAnswer, {
    cache: "no-store",
    headers: tokenHeader(token),
  });
  if (answer.success === false || !answer.profile) {
    throw new BackendError(answer.message ?? "GET /api/user/profile answered no profile", 502);
  }
  const profile = reshapeProfile(answer.profile);
  // A profile document kept apart from the user (a typical §7 backend's Profile model) need
  // not carry the verified flag; the user data call does (seed-spec §4: user data, then profile).
  if (answer.profile.isAccountVerify === undefined) {
    profile.isAccountVerify = (await fetchUserData(token)).isAccountVerify;
  }
  return profile;
}

const messageAnswer = z
  .object({
    success: z.boolean().optional(),
    message: z.string().optional(),
    profile: profileWire.optional(),
    addresses: z.array(addressWire).optional(),
  })
  .loose();

function accepted(answer: z.output<typeof messageAnswer>, call: string) {
  if (answer.success === false) {
    throw new BackendError(answer.message ?? `${call} answered success: false`, 400);
  }
  return answer;
}

/** POST /api/user/updateprofile; returns the backend's message. */
export async function updateProfile(token: string, input: ProfileInput): Promise<string> {
  const answer = accepted(
    await backendSend("POST", "/api/user/updateprofile", input, messageAnswer, tokenHeader(token)),
    "POST /api/user/updateprofile",
  );
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
  const answer = accepted(
    await backendSend("POST", "/api/user/addaddress", input, messageAnswer, tokenHeader(token)),
    "POST /api/user/addaddress",
  );
  return addressesAfter(token, answer);
}

/** PUT /api/user/updateaddress/{id} with `{ userId, address }`; returns the addresses afterwards. */
export async function updateAddress(
  token: string,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<Address[]> {
  const answer = accepted(
    await backendSend(
      "PUT",
      `/api/user/updateaddress/${encodeURIComponent(id)}`,
      { userId, address: input },
      messageAnswer,
      tokenHeader(token),
    ),
    "PUT /api/user/updateaddress",
  );
  return addressesAfter(token, answer);
}

/** DELETE /api/user/deleteaddress/{id} with `{ userId }`; returns the addresses afterwards. */
export async function deleteAddress(token: string, userId: string, id: string): Promise<Address[]> {
  const answer = accepted(
    await backendSend(
      "DELETE",
      `/api/user/deleteaddress/${encodeURIComponent(id)}`,
      { userId },
      messageAnswer,
      tokenHeader(token),
    ),
    "DELETE /api/user/deleteaddress",
  );
  return addressesAfter(token, answer);
}
