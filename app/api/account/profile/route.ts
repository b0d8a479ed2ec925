import { updateProfile } from "@/lib/backend/account";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { profileSchema } from "@/lib/validations/account";

/**
 * PUT /api/account/profile: saves name, phone and email. When the backend kept only some of
 * them, the answer says so in its message and lists the others in `unchanged`. A change of
 * email is counted (`email-change-user`): a taken address is refused, which would otherwise
 * let anyone signed in test address after address for an account. The form sends
 * `currentPassword` with a change of email; it goes to the backend, which checks it (a wrong
 * one is its 403, passed on), and is never logged.
 */
export const PUT = bff.put({
  session: "required",
  body: profileSchema,
  limits: ({ session, body }) =>
    body.email.toLowerCase() === session.user.email.toLowerCase()
      ? []
      : [["email-change-user", userKey(session.user.id)]],
  call: ({ session, body }) => updateProfile(session.token, body),
  reply: ({ message, unchanged }) => ({
    message: message || "Profile updated successfully",
    ...(unchanged.length > 0 ? { unchanged } : {}),
  }),
  fallback: "Could not save your profile. Please try again.",
});
