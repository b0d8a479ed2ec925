import { sendVerifyCode } from "@/lib/backend/auth";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { OTP_RESEND_FAILED, OTP_RESENT } from "@/lib/validations/account";

/** POST /api/account/verify-email/resend: mails a new verification code to the shopper, with their session. */
export const POST = bff.post({
  session: "required",
  limits: ({ session, shopper }) => [
    ["resend-account", userKey(session.user.id)],
    ["resend-ip", shopper.ipKey],
  ],
  call: ({ session, shopper }) =>
    sendVerifyCode(session.user.email, session.token, shopper.address),
  reply: () => ({ message: OTP_RESENT }),
  fallback: OTP_RESEND_FAILED,
});
