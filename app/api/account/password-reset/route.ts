import { resetPassword } from "@/lib/backend/auth";
import { bff } from "@/lib/bff/handler";
import { perEmailAndIp } from "@/lib/bff/rate-limit";
import { GENERIC_FAILURE, resetPasswordSchema } from "@/lib/validations/account";

/**
 * POST /api/account/password-reset: sets the new password with the mailed code. The backend
 * revokes every token of the account, so this browser's session ends too.
 */
export const POST = bff.post({
  session: "none",
  body: resetPasswordSchema,
  limits: perEmailAndIp("reset-confirm"),
  call: ({ body, shopper }) => resetPassword(body, shopper.address),
  reply: (message) => ({
    message: message || "Your password has been reset. Please log in with the new password.",
  }),
  endsSession: true,
  fallback: GENERIC_FAILURE,
});
