/** The browser's calls to the storefront's own account handlers (app/api/account/*). */
import { parseAddressRecord } from "@/lib/stores/delivery-address";
import { arrayOf, isRecord, object, type Parser } from "@/lib/parse";
import type { Address } from "@/lib/types";
import type { AddressInput, LoginInput, ProfileInput } from "@/lib/validations/account";
import { apiRequest, messageAnswer } from "./request";

const addressList: Parser<{ addresses: Address[]; message: string | undefined }> = (json) => {
  const list = object({ addresses: arrayOf(parseAddressRecord) })(json);
  return list && { addresses: list.addresses, message: messageAnswer(json)?.message };
};

/** The profile handler's answer: its message, and whether some fields were not saved. */
const profileSaved: Parser<{ message: string | undefined; partly: boolean }> = (json) => ({
  message: messageAnswer(json)?.message,
  partly: isRecord(json) && Array.isArray(json.unchanged) && json.unchanged.length > 0,
});

const addressPath = (id: string) => `/api/account/addresses/${encodeURIComponent(id)}` as const;

const post = (path: `/api/account/${string}`, body: unknown = {}) =>
  apiRequest(path, messageAnswer, { method: "POST", body });

/** Each call resolves to the handler's `{ message }` (or the address list), never rejects. */
export const accountApi = {
  /** Checks email + password and mails the login code (asked again to resend it). */
  requestLoginCode: (credentials: LoginInput) => post("/api/account/login", credentials),
  logout: () => post("/api/account/logout"),
  verifyEmail: (otp: string) => post("/api/account/verify-email", { otp }),
  resendVerification: () => post("/api/account/verify-email/resend"),
  requestPasswordReset: (input: { email: string }) =>
    post("/api/account/password-reset/request", input),
  resetPassword: (input: { email: string; otp: string; newpassword: string }) =>
    post("/api/account/password-reset", input),
  /** Saves the profile; `partly` when the backend kept only some of the fields. */
  updateProfile: (profile: ProfileInput) =>
    apiRequest("/api/account/profile", profileSaved, { method: "PUT", body: profile }),
  /** Adds an address, or changes the one with `id`; answers the whole address book. */
  saveAddress: (address: AddressInput, id?: string) =>
    id
      ? apiRequest(addressPath(id), addressList, { method: "PUT", body: address })
      : apiRequest("/api/account/addresses", addressList, { method: "POST", body: address }),
  /** Deletes an address; answers the address book that is left. */
  deleteAddress: (id: string) => apiRequest(addressPath(id), addressList, { method: "DELETE" }),
};
