/**
 * Wire schemas of the authentication and profile calls (seed-spec §7), tolerant of the
 * documented variants (`id` or `_id`, a missing flag), and their reshape into lib/types.
 */
import { z } from "zod";
import type { Address, Profile, SessionUser } from "@/lib/types";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** A user as the auth calls send it: `id` or `_id`. */
export const userWire = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    name: text,
    email: z.string(),
    isAccountVerify: z.boolean().optional(),
  })
  .refine((user) => Boolean(user.id ?? user._id), { message: "a user needs an id" })
  .transform((user) => ({
    id: user.id ?? user._id ?? "",
    name: user.name,
    email: user.email,
    isAccountVerify: user.isAccountVerify ?? false,
  }));

export type WireUser = z.output<typeof userWire>;

/**
 * `userData` of GET /api/user/data: a lean backend sends only `name` and `isAccountVerify`,
 * so the id and email are whatever it sends (empty when it sends none): the session's own,
 * from the login answer, stand in for them.
 */
export const userDataWire = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    name: text,
    email: text,
    isAccountVerify: z.boolean().optional(),
  })
  .transform((user) => ({
    id: user.id ?? user._id ?? "",
    name: user.name,
    email: user.email,
    isAccountVerify: user.isAccountVerify ?? false,
  }));

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

export const profileWire = z.object({
  _id: z.string().optional(),
  id: z.string().optional(),
  user: z.string().optional(),
  name: text,
  phone: text,
  email: text,
  isAccountVerify: z.boolean().optional(),
  addresses: z.array(addressWire).nullish(),
});

/** Reshapes a wire profile into the domain type. */
export function reshapeProfile(wire: z.output<typeof profileWire>): Profile {
  return {
    id: wire.id ?? wire._id ?? wire.user ?? "",
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    isAccountVerify: wire.isAccountVerify ?? false,
    addresses: (wire.addresses ?? []).map(reshapeAddress),
  };
}

/** The part of a user the session keeps. */
export function toSessionUser(user: WireUser): SessionUser {
  return { id: user.id, name: user.name, email: user.email };
}
