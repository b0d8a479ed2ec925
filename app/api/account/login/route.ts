import { requestLoginCode } from "@/lib/backend/auth";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, withBackend } from "@/lib/http/account";
import { emailKey, rateLimited, shopperOf } from "@/lib/http/rate-limit";
import { GENERIC_FAILURE, OTP_SENT, loginSchema } from "@/lib/validations/account";

/** POST /api/account/login: checks the password on the backend, which mails a login code. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const body = await readJson(request, loginSchema);
  if (!body.ok) return body.response;
  const shopper = shopperOf(request.headers);
  const limited = await rateLimited([
    ["login-email", emailKey(body.data.email)],
    ["login-ip", shopper.ipKey],
  ]);
  if (limited) return limited;
  const sent = await withBackend(
    () => requestLoginCode(body.data, shopper.address),
    GENERIC_FAILURE,
    { withToken: false },
  );
  if (!sent.ok) return sent.response;
  return privateJson({ message: OTP_SENT });
}
