import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/backend/auth";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { emailKey, rateLimited, shopperOf } from "@/lib/http/rate-limit";
import { clearSessionCookie } from "@/lib/auth/session";
import { GENERIC_FAILURE, resetPasswordSchema } from "@/lib/validations/account";

/**
 * POST /api/account/password-reset: sets the new password with the mailed code. The backend
 * revokes every token of the account, so this browser's session ends too.
 */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const body = await readJson(request, resetPasswordSchema);
  if (!body.ok) return body.response;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([
    ["reset-confirm-email", emailKey(body.data.email)],
    ["reset-confirm-ip", shopper.ipKey],
  ]);
  if (limited) return limited;
  const reset = await withBackend(
    () => resetPassword(body.data, shopper.address),
    GENERIC_FAILURE,
    { withToken: false },
  );
  if (!reset.ok) return reset.response;
  const response: NextResponse = privateJson({
    message: reset.value || "Your password has been reset. Please log in with the new password.",
  });
  await clearSessionCookie(response);
  return response;
}
