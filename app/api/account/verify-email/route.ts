import { verifyAccount } from "@/lib/backend/auth";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { rateLimited, shopperOf, userKey } from "@/lib/http/rate-limit";
import { readSession } from "@/lib/auth/session";
import { USER_ID_MISSING, VERIFY_FAILED, verifyEmailSchema } from "@/lib/validations/account";

/** POST /api/account/verify-email: verifies the signed-in shopper's email with the code. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const body = await readJson(request, verifyEmailSchema);
  if (!body.ok) return body.response;
  const session = await readSession();
  if (!session) return privateJson({ error: USER_ID_MISSING }, { status: 401 });
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([
    ["code-account", userKey(session.user.id)],
    ["code-ip", shopper.ipKey],
  ]);
  if (limited) return limited;
  const verified = await withBackend(
    () => verifyAccount(session.user.id, body.data.otp, session.token, shopper.address),
    VERIFY_FAILED,
  );
  if (!verified.ok) return verified.response;
  return privateJson({ message: verified.value || "Email verified successfully" });
}
