/**
 * Wire schemas of the authentication and profile calls (docs/contract.md, Auth; User, profile and
 * addresses), tolerant of the documented variants (`id` or `_id`, a missing flag), and their
 * reshape into lib/types.
 */
import { z } from "zod";
import type { Address, Profile, SessionUser } from "@/lib/types";
import { text } from "./wire";

/** The fields of a user every user answer may send; the id comes as `id` or `_id`. */
const userFields = {
  id: z.string().optional(),
  _id: z.string().optional(),
  name: text,
  isAccountVerify: z.boolean().optional(),
};

/** A user with its one id and a verified flag that defaults to false. */
function reshapeUser(user: {
  id?: string;
  _id?: string;
  name: string;
  email: string;
  isAccountVerify?: boolean;
}) {
  return {
    id: user.id ?? user._id ?? "",
    name: user.name,
    email: user.email,
    isAccountVerify: user.isAccountVerify ?? false,
  };
}

/** A user as the auth calls send it: `id` or `_id`. */
export const userWire = z
  .object({ ...userFields, email: z.string() })
  .refine((user) => Boolean(user.id ?? user._id), { message: "a user needs an id" })
  .transform(reshapeUser);

export type WireUser = z.output<typeof userWire>;

/**
 * `userData` of GET /api/user/data: a lean backend sends only `name` and `isAccountVerify`,
 * so the id and email are whatever it sends (empty when it sends none): the session's own,
 * from the login answer, stand in for them.
 */
export const userDataWire = z.object({ ...userFields, email: text }).transform(reshapeUser);

export type UserData = z.output<typeof userDataWire>;

export const addressWire = z.object({
  _id: z.string(),
  fullName: text,
  phoneNumber: text,
  alternatephone: text,
  address: text,
  city: text,
  state: text,
  pin: z
    .union([z.string(), z.number().transform(String)])
    .nullish()
    .transform((v) => v ?? ""),
  country: text,
  isDefaultBilling: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** Reshapes a wire address into the domain type. */
export function reshapeAddress(wire: z.output<typeof addressWire>): Address {
  const { _id, ...rest } = wire;
  return { id: _id, ...rest };
}

/**
 * A profile: the user's fields (its id may come as `user`), phone and addresses. The original
 * backend may keep a `null` address (saved by an addaddress without one); it is skipped.
 */
export const profileWire = z.object({
  ...userFields,
  user: z.string().optional(),
  phone: text,
  email: text,
  addresses: z.array(addressWire.nullable()).nullish(),
});

/** Reshapes a wire profile into the domain type. */
export function reshapeProfile(wire: z.output<typeof profileWire>): Profile {
  return {
    // A profile document (the original backend's) has its own `_id`; `user` is the user's id.
    id: wire.id ?? wire.user ?? wire._id ?? "",
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    isAccountVerify: wire.isAccountVerify ?? false,
    addresses: (wire.addresses ?? []).flatMap((address) =>
      address ? [reshapeAddress(address)] : [],
    ),
  };
}

/** The part of a user the session keeps. */
export function toSessionUser(user: WireUser): SessionUser {
  return { id: user.id, name: user.name, email: user.email };
}
