import { updateProfile } from "@/lib/backend/account";
import { bff } from "@/lib/bff/handler";
import { profileSchema } from "@/lib/validations/account";

/** PUT /api/account/profile: saves name, phone and email. */
export const PUT = bff.put({
  session: "required",
  body: profileSchema,
  call: ({ session, body }) => updateProfile(session.token, body),
  reply: (message) => ({ message: message || "Profile updated successfully" }),
  fallback: "Could not save your profile. Please try again.",
});
