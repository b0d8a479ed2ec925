/**
 * The signed-in user's data, profile and addresses (docs/contract.md, User, profile and addresses).
 * Every call needs a live token; an address that is not the caller's answers 404, the same
 * as one that does not exist.
 */
import type { Handler } from "hono";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { voidCodes } from "../../auth/codes";
import { verifyPassword } from "../../auth/passwords";
import type { AuthedEnv } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { lockUser } from "../../db/lock-user";
import { isUniqueViolation } from "../../db/errors";
import { addresses, users } from "../../db/schema";
import { fail, failRetryLater, jsonBody, parseOr400 } from "../../lib/http";
import { idSchema, newId } from "../../lib/ids";
import {
  emailSchema,
  mobileSchema,
  optionalMobileSchema,
  pinSchema,
  text,
} from "../../lib/validation";
import type { Deliveries } from "../../deliveries";
import type { Mailer } from "../../mail";
import { EMAIL_TAKEN, userJson } from "../auth/auth.handlers";
import type { ProfileFeatures } from "../../profile";

export const ADDRESS_EXISTS = "This address already exists";
const ADDRESS_NOT_FOUND = "Address not found";
/** Most addresses one account keeps; a bound so one account cannot fill the table. */
export const MAX_ADDRESSES = 20;
/** A change of email sent without the account's password (full mode). */
export const PASSWORD_NEEDED = "Please enter your current password to change your email.";
/** A change of email sent with a wrong password (full mode): 403, nothing changed. */
export const WRONG_PASSWORD = "Your current password is not right, so your email was not changed.";

const profileBody = z.object({
  name: text("name", 80),
  phone: mobileSchema("phone"),
  email: emailSchema,
});

/**
 * Full mode's profile: a change of email also carries the account's password (an extension,
 * docs/backend-contract.md). Never trimmed, as at login: spaces may be part of it.
 */
const profileWithPasswordBody = profileBody.extend({
  currentPassword: z
    .string({ message: "currentPassword must be text" })
    .max(128, { message: "currentPassword must be at most 128 characters" })
    .optional(),
});

type ProfileInput = z.output<typeof profileWithPasswordBody>;

const addressFields = z.object({
  fullName: text("fullName", 80),
  phoneNumber: mobileSchema("phoneNumber"),
  alternatephone: optionalMobileSchema("alternatephone"),
  address: text("address", 300),
  city: text("city", 80),
  state: text("state", 80),
  pin: pinSchema,
  country: text("country", 56),
  isDefaultBilling: z.boolean({ message: "isDefaultBilling must be true or false" }).optional(),
});

/**
 * The address may come flat or wrapped as `{ userId, address: {...} }` (docs/contract.md, User,
 * profile and addresses).
 */
const addressBody = z.preprocess(
  (body) =>
    typeof body === "object" &&
    body !== null &&
    "address" in body &&
    typeof body.address === "object"
      ? body.address
      : body,
  addressFields,
);

type AddressRow = typeof addresses.$inferSelect;
type AddressInput = z.output<typeof addressFields>;

function addressJson(row: AddressRow) {
  return {
    _id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    alternatephone: row.alternatePhone,
    address: row.address,
    city: row.city,
    state: row.state,
    pin: row.pin,
    country: row.country,
    isDefaultBilling: row.isDefaultBilling,
  };
}

/** An address as the user routes answer it (docs/contract.md, Shapes: Address). */
export type AddressJson = ReturnType<typeof addressJson>;

/**
 * The seven fields of docs/contract.md, Validation, compared without regard to case or outer
 * spaces.
 */
const SEVEN = ["fullName", "phoneNumber", "address", "city", "state", "pin", "country"] as const;
const sameAddress = (row: AddressRow, input: AddressInput) =>
  SEVEN.every((field) => row[field].trim().toLowerCase() === input[field].trim().toLowerCase());

/** What the user handlers work with; spec answers are a typical MERN auth backend's. */
export interface UserDeps {
  db: Db;
  /** What the profile answers (profile.ts): answers.user, the email change's guards. */
  features: ProfileFeatures;
  /** Tells the old address of a changed email (full mode). */
  mailer: Mailer;
  /** Mail sent after answering, retried (deliveries.ts). */
  deliveries: Deliveries;
  /** The shared counters: a password typed here counts as a login attempt for the account. */
  limiter: RateLimiter;
}

type UserHandler = (deps: UserDeps) => Handler<AuthedEnv>;

/** Whether the user answers are §7's leanest (contract mode). */
const specAnswers = ({ features }: Pick<UserDeps, "features">) => features.answers.user === "spec";

/** The caller's addresses, oldest first. */
const listAddresses = (db: Pick<Db, "select">, userId: string) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));

/** The profile with its address book; contract mode's is a profile document. */
async function profileJson(deps: UserDeps, user: typeof users.$inferSelect) {
  const addressList = (await listAddresses(deps.db, user.id)).map(addressJson);
  if (specAnswers(deps)) {
    // A profile document: its `user` reference, the three fields and the address book.
    const { id, name, email, phone } = user;
    return { _id: id, user: id, name, phone, email, addresses: addressList };
  }
  return { ...userJson(user), user: user.id, phone: user.phone, addresses: addressList };
}

/**
 * Saves `input` as a new address (id undefined) or over the caller's address `id`, in one
 * transaction with the user row locked, so duplicates and the single default billing
 * address hold under concurrent requests.
 */
const saveAddress = (db: Db, userId: string, input: AddressInput, id?: string) =>
  db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await listAddresses(tx, userId);
    const target = id === undefined ? undefined : existing.find((row) => row.id === id);
    if (id !== undefined && !target) fail(404, ADDRESS_NOT_FOUND);
    if (existing.some((row) => row.id !== id && sameAddress(row, input))) fail(409, ADDRESS_EXISTS);
    if (!target && existing.length >= MAX_ADDRESSES) {
      fail(409, `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`);
    }
    // The first address is the billing address until the shopper picks another.
    const onlyAddress = existing.length === 0 || (existing.length === 1 && target !== undefined);
    const makeDefault =
      onlyAddress || (input.isDefaultBilling ?? target?.isDefaultBilling ?? false);
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefaultBilling: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefaultBilling, true)));
    }
    const values = {
      fullName: input.fullName,
      phoneNumber: input.phoneNumber,
      alternatePhone: input.alternatephone,
      address: input.address,
      city: input.city,
      state: input.state,
      pin: input.pin,
      country: input.country,
      isDefaultBilling: makeDefault,
    };
    const [row] = target
      ? await tx.update(addresses).set(values).where(eq(addresses.id, target.id)).returning()
      : await tx
          .insert(addresses)
          .values({ id: newId(), userId, ...values })
          .returning();
    if (!row) fail(500, "The address could not be saved.");
    return {
      address: addressJson(row),
      addresses: (await listAddresses(tx, userId)).map(addressJson),
    };
  });

/** GET /user/data: the signed-in user (`{ name, isAccountVerify }` in contract mode). */
export const getUserData: UserHandler = (deps) => (c) => {
  const user = c.var.user;
  if (specAnswers(deps)) {
    return c.json({
      success: true,
      userData: { name: user.name, isAccountVerify: user.isAccountVerified },
    });
  }
  return c.json({ success: true, userData: userJson(user), message: "User data loaded" });
};

/** GET /user/profile: the profile with its addresses. */
export const getProfile: UserHandler = (deps) => async (c) =>
  c.json({ success: true, profile: await profileJson(deps, c.var.user) });

/**
 * Lets a change of email through only with the account's password (full mode). Each try
 * counts against the login's own limit for the account's email (`login-email`), so the
 * profile is no second door for guessing the password; a wrong one is 403, not the login's
 * 401, which would end the shopper's session.
 */
async function checkPassword(
  { limiter }: UserDeps,
  user: Pick<typeof users.$inferSelect, "email" | "passwordHash">,
  password: string | undefined,
) {
  if (!password) fail(400, PASSWORD_NEEDED);
  const verdict = await limiter.check([["login-email", `email:${user.email.toLowerCase()}`]]);
  if (!verdict.ok) failRetryLater(verdict.retryAfterSeconds, verdict.message, verdict.status);
  if (!(await verifyPassword(password, user.passwordHash))) fail(403, WRONG_PASSWORD);
}

/**
 * POST /user/updateprofile: name, phone and email; a new email must be verified again. In
 * full mode a new email needs the current password, and the old address is told of the
 * change; contract mode, a plain §7 backend, has neither guard.
 */
export const updateProfile: UserHandler = (deps) => async (c) => {
  const { db, features, mailer, deliveries } = deps;
  const { emailChangeNeedsPassword } = features.requests;
  const body: ProfileInput = await jsonBody(
    c,
    emailChangeNeedsPassword ? profileWithPasswordBody : profileBody,
  );
  const current = c.var.user;
  const emailChanged = body.email.toLowerCase() !== current.email.toLowerCase();
  // The password comes first, so a guess at which addresses have accounts (409) needs it too.
  if (emailChanged && emailChangeNeedsPassword) {
    await checkPassword(deps, current, body.currentPassword);
  }
  if (emailChanged) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, current.id)),
      )
      .limit(1);
    if (other) fail(409, EMAIL_TAKEN);
  }
  let updated: typeof users.$inferSelect | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          name: body.name,
          phone: body.phone,
          email: body.email,
          // A new address has not been proven yet.
          ...(emailChanged ? { isAccountVerified: false } : {}),
        })
        .where(eq(users.id, current.id))
        .returning();
      // Codes mailed to the old address must not verify or reset the new one.
      if (emailChanged) await voidCodes(tx, current.id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, EMAIL_TAKEN);
    throw error;
  }
  if (!updated) fail(404, "User not found");
  if (emailChanged && features.checks.emailChangeNotice) {
    const newEmail = updated.email;
    deliveries.later(`email-changed notice for user ${current.id}`, () =>
      mailer.sendEmailChanged({ to: current.email, newEmail }),
    );
  }
  if (specAnswers(deps)) return c.json({ success: true, message: "Profile updated successfully" });
  return c.json({
    success: true,
    message: "Profile updated successfully",
    profile: await profileJson(deps, updated),
  });
};

/** POST /user/addaddress: adds an address (the first becomes the billing address). */
export const addAddress: UserHandler = (deps) => async (c) => {
  const body = await jsonBody(c, addressBody);
  const saved = await saveAddress(deps.db, c.var.user.id, body);
  const message = "Address added successfully";
  return c.json(
    specAnswers(deps) ? { success: true, message } : { success: true, message, ...saved },
    201,
  );
};

/** PUT /user/updateaddress/:id: replaces one of the caller's addresses. */
export const updateAddress: UserHandler = (deps) => async (c) => {
  const id = parseOr400(idSchema, c.req.param("id"));
  const body = await jsonBody(c, addressBody);
  const saved = await saveAddress(deps.db, c.var.user.id, body, id);
  const message = "Address updated successfully";
  return c.json(
    specAnswers(deps) ? { success: true, message } : { success: true, message, ...saved },
  );
};

/** DELETE /user/deleteaddress/:id: removes one; the oldest left becomes billing if needed. */
export const deleteAddress: UserHandler = (deps) => async (c) => {
  const { db } = deps;
  const id = parseOr400(idSchema, c.req.param("id"));
  const userId = c.var.user.id;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id, wasDefault: addresses.isDefaultBilling });
    if (!row) fail(404, ADDRESS_NOT_FOUND);
    // The billing address went: the oldest remaining one takes its place.
    const [next] = row.wasDefault ? await listAddresses(tx, userId) : [];
    if (next) {
      await tx.update(addresses).set({ isDefaultBilling: true }).where(eq(addresses.id, next.id));
    }
    return row;
  });
  if (!deleted) fail(404, ADDRESS_NOT_FOUND);
  if (specAnswers(deps)) return c.json({ success: true, message: "Address deleted" });
  return c.json({
    success: true,
    message: "Address deleted",
    addresses: (await listAddresses(db, userId)).map(addressJson),
  });
};
