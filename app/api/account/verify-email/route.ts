import { verifyAccount } from "@/lib/backend/auth";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { USER_ID_MISSING, VERIFY_FAILED, verifyEmailSchema } from "@/lib/validations/account";

/** POST /api/account/verify-email: verifies the signed-in shopper's email with the code. */
export const POST = bff.post({
  session: "required",
  visitorError: USER_ID_MISSING,
  body: verifyEmailSchema,
  limits: ({ session, shopper }) => [
    ["code-account", userKey(session.user.id)],
    ["code-ip", shopper.ipKey],
  ],
  call: ({ session, body, shopper }) =>
    verifyAccount(session.user.id, body.otp, session.token, shopper.address),
  reply: (message) => ({ message: message || "Email verified successfully" }),
  fallback: VERIFY_FAILED,
});
