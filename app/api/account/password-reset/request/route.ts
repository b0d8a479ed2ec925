import { sendResetCode } from "@/lib/backend/auth";
import { bff } from "@/lib/bff/handler";
import { perEmailAndIp } from "@/lib/bff/rate-limit";
import { GENERIC_FAILURE, resetRequestSchema } from "@/lib/validations/account";

/** POST /api/account/password-reset/request: mails a reset code (same answer for any email). */
export const POST = bff.post({
  session: "none",
  body: resetRequestSchema,
  limits: perEmailAndIp("reset-request"),
  call: ({ body, shopper }) => sendResetCode(body.email, shopper.address),
  reply: (message) => ({
    message: message || "If an account exists for this email, we sent a code to it.",
  }),
  fallback: GENERIC_FAILURE,
});
