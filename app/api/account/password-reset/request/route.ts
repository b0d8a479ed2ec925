import { sendResetCode } from "@/lib/backend/auth";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { emailKey, rateLimited, shopperOf } from "@/lib/http/rate-limit";
import { GENERIC_FAILURE, resetRequestSchema } from "@/lib/validations/account";

/** POST /api/account/password-reset/request: mails a reset code (same answer for any email). */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const body = await readJson(request, resetRequestSchema);
  if (!body.ok) return body.response;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([
    ["reset-request-email", emailKey(body.data.email)],
    ["reset-request-ip", shopper.ipKey],
  ]);
  if (limited) return limited;
  const sent = await withBackend(
    () => sendResetCode(body.data.email, shopper.address),
    GENERIC_FAILURE,
    { withToken: false },
  );
  if (!sent.ok) return sent.response;
  return privateJson({
    message: sent.value || "If an account exists for this email, we sent a code to it.",
  });
}
