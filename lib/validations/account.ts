/**
 * The account forms (docs/contract.md, Screens: Account; Validation): sign-up, login, the 6-digit
 * code, password reset, profile and address. One schema per form, used by the browser form and by
 * its BFF handler.
 */
import { z } from "./zod";
import { emailField, hasNoNul, normalizedField, requiredText } from "./fields";
import { OTP_INVALID } from "@giftshop/shared/messages/account";
import { MOBILE_PATTERN, normalizeMobile } from "@giftshop/shared/validations/india";
import { PIN_PATTERN, normalizePin } from "@giftshop/shared/validations/pincode";

/** Limits the reference backend enforces too, so nothing a form accepts is refused there. */
export const ACCOUNT_LIMITS = {
  name: 80,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  address: 300,
  city: 80,
  state: 80,
  country: 56,
} as const;

export {
  ACCOUNT_CREATED,
  ADDRESS_ADDED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_DUPLICATE,
  ADDRESS_UPDATED,
  AFTER_LOGIN_FAILED,
  GENERIC_FAILURE,
  LOGIN_OTP_FAILED,
  OTP_INVALID,
  OTP_RESEND_FAILED,
  OTP_RESENT,
  OTP_SENT,
  SELECT_ADDRESS,
  USER_ID_MISSING,
  VERIFY_FAILED,
} from "@giftshop/shared/messages/account";

function required(label: string, max: number) {
  return requiredText(
    `Please enter ${label}.`,
    max,
    `Please keep ${label} under ${max} characters.`,
  ).refine(hasNoNul, {
    message: `${label[0]?.toUpperCase()}${label.slice(1)} contains a character we cannot save.`,
  });
}

const email = emailField(ACCOUNT_LIMITS.email);

/** A password as typed at login: required, never trimmed (spaces may be part of it). */
const passwordField = z
  .string({ message: "Please enter your password." })
  .min(1, { message: "Please enter your password." })
  .max(ACCOUNT_LIMITS.passwordMax, {
    message: `Passwords are at most ${ACCOUNT_LIMITS.passwordMax} characters.`,
  });

/** A new password: at least 8 characters (the issue's rule for every stored password). */
export const newPasswordField = z
  .string({ message: "Please enter a new password." })
  .min(ACCOUNT_LIMITS.passwordMin, {
    message: `Use at least ${ACCOUNT_LIMITS.passwordMin} characters for your password.`,
  })
  .max(ACCOUNT_LIMITS.passwordMax, {
    message: `Passwords are at most ${ACCOUNT_LIMITS.passwordMax} characters.`,
  });

export const otpField = z
  .string({ message: OTP_INVALID })
  .trim()
  .regex(/^\d{6}$/, { message: OTP_INVALID });

const mobileField = normalizedField(normalizeMobile, MOBILE_PATTERN, {
  missing: "Please enter a phone number.",
  invalid: "Enter a 10-digit Indian mobile number.",
});

export const signUpSchema = z.object({
  name: required("your full name", ACCOUNT_LIMITS.name),
  email,
  password: newPasswordField,
});

export const loginSchema = z.object({ email, password: passwordField });

export const loginOtpSchema = z.object({ email, otp: otpField });

export const verifyEmailSchema = z.object({ otp: otpField });

export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  email,
  otp: otpField,
  newpassword: newPasswordField,
});

/** A change of email sent without the account's password. */
export const CURRENT_PASSWORD_NEEDED = "Please enter your current password to change your email.";

/** True when `email` is another address than `saved` (letter case and outer spaces aside). */
export const isNewEmail = (email: string, saved: string) =>
  email.trim().toLowerCase() !== saved.trim().toLowerCase();

/**
 * The profile as the handler takes it. `currentPassword` (never trimmed) comes only with a
 * change of email, and the reference backend checks it (docs/accounts.md); another backend
 * ignores it.
 */
export const profileSchema = z.object({
  name: required("your full name", ACCOUNT_LIMITS.name),
  phone: mobileField,
  email,
  currentPassword: z
    .string()
    .max(ACCOUNT_LIMITS.passwordMax, {
      message: `Passwords are at most ${ACCOUNT_LIMITS.passwordMax} characters.`,
    })
    .optional(),
});

/**
 * The profile form's schema: `profileSchema`, with the current password required when the
 * email is not `savedEmail`. Checked with the other fields' problems, so all show at once.
 */
export const profileFormSchema = (savedEmail: string) =>
  profileSchema.refine(
    ({ email: typed, currentPassword }) =>
      typeof typed !== "string" || !isNewEmail(typed, savedEmail) || Boolean(currentPassword),
    { path: ["currentPassword"], message: CURRENT_PASSWORD_NEEDED, when: () => true },
  );

export const addressSchema = z.object({
  fullName: required("the full name", ACCOUNT_LIMITS.name),
  phoneNumber: mobileField,
  alternatephone: z
    .string()
    .optional()
    .default("")
    .transform((value) => (value.trim() === "" ? "" : normalizeMobile(value)))
    .refine((value) => value === "" || MOBILE_PATTERN.test(value), {
      message: "Enter a 10-digit Indian mobile number, or leave it empty.",
    }),
  address: required("the address", ACCOUNT_LIMITS.address),
  city: required("the city", ACCOUNT_LIMITS.city),
  state: required("the state", ACCOUNT_LIMITS.state),
  pin: normalizedField(normalizePin, PIN_PATTERN, {
    missing: "Please enter the PIN code.",
    invalid: "Enter a 6-digit PIN code.",
  }),
  country: required("the country", ACCOUNT_LIMITS.country),
  isDefaultBilling: z.boolean().optional(),
});

/** How a landmark rides in the address line: "12 MG Road, Landmark: Opposite City Mall". */
const LANDMARK_PREFIX = ", Landmark: ";
const LANDMARK_MAX = 80;

/** The address line with the landmark after it; the line alone when there is none. */
export function withLandmark(address: string, landmark: string | undefined): string {
  const near = landmark?.trim();
  return near ? `${address}${LANDMARK_PREFIX}${near}` : address;
}

/** The address line and landmark `withLandmark` joined; the landmark is "" when there is none. */
export function splitLandmark(line: string): { address: string; landmark: string } {
  const at = line.lastIndexOf(LANDMARK_PREFIX);
  if (at <= 0) return { address: line, landmark: "" };
  return { address: line.slice(0, at), landmark: line.slice(at + LANDMARK_PREFIX.length) };
}

/**
 * The address form: the address with an optional landmark, which is sent inside the address
 * line (docs/storefront-decisions.md, "A landmark rides in the address line"), so the two
 * together keep to the address's limit.
 */
export const addressFormSchema = addressSchema
  .extend({
    landmark: z
      .string()
      .trim()
      .max(LANDMARK_MAX, { message: `Please keep the landmark under ${LANDMARK_MAX} characters.` })
      .optional()
      .default(""),
  })
  .refine(
    ({ address, landmark }) =>
      typeof address !== "string" ||
      withLandmark(address, landmark).length <= ACCOUNT_LIMITS.address,
    {
      path: ["address"],
      message: `Please keep the address and landmark under ${ACCOUNT_LIMITS.address} characters together.`,
    },
  );

export type SignUpInput = z.output<typeof signUpSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type AddressInput = z.output<typeof addressSchema>;

/** Field name → first problem, for showing each message next to its field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Validates `values` with `schema`; the first problem of each top-level field when any. */
export function validateForm<S extends z.ZodObject>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<z.output<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.output<S>> };
}
