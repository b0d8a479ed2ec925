import { sendVerifyCode } from "@/lib/backend/auth";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { OTP_RESEND_FAILED, OTP_RESENT } from "@/lib/validations/account";

/** POST /api/account/verify-email/resend: mails a new verification code to the shopper. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const sent = await withBackend(() => sendVerifyCode(session.value.user.email), OTP_RESEND_FAILED);
  if (!sent.ok) return sent.response;
  return privateJson({ message: OTP_RESENT });
}
