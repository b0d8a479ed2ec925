import { sendVerifyCode } from "@/lib/backend/auth";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { rateLimited, shopperOf, userKey } from "@/lib/http/rate-limit";
import { OTP_RESEND_FAILED, OTP_RESENT } from "@/lib/validations/account";

/** POST /api/account/verify-email/resend: mails a new verification code to the shopper. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const { user } = session.value;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([
    ["resend-account", userKey(user.id)],
    ["resend-ip", shopper.ipKey],
  ]);
  if (limited) return limited;
  const sent = await withBackend(
    () => sendVerifyCode(user.email, shopper.address),
    OTP_RESEND_FAILED,
  );
  if (!sent.ok) return sent.response;
  return privateJson({ message: OTP_RESENT });
}
