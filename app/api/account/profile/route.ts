import { updateProfile } from "@/lib/backend/account";
import { bff } from "@/lib/bff/handler";
import { profileSchema } from "@/lib/validations/account";

/**
 * PUT /api/account/profile: saves name, phone and email. When the backend kept only some of
 * them, the answer says so in its message and lists the others in `unchanged`.
 */
export const PUT = bff.put({
  session: "required",
  body: profileSchema,
  call: ({ session, body }) => updateProfile(session.token, body),
  reply: ({ message, unchanged }) => ({
    message: message || "Profile updated successfully",
    ...(unchanged.length > 0 ? { unchanged } : {}),
  }),
  fallback: "Could not save your profile. Please try again.",
});
