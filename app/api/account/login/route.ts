import { requestLoginCode } from "@/lib/backend/auth";
import { bff } from "@/lib/bff/handler";
import { perEmailAndIp } from "@/lib/bff/rate-limit";
import { GENERIC_FAILURE, OTP_SENT, loginSchema } from "@/lib/validations/account";

/** POST /api/account/login: checks the password on the backend, which mails a login code. */
export const POST = bff.post({
  session: "none",
  body: loginSchema,
  limits: perEmailAndIp("login"),
  call: ({ body, shopper }) => requestLoginCode(body, shopper.address),
  reply: () => ({ message: OTP_SENT }),
  fallback: GENERIC_FAILURE,
});
