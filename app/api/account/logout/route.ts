import { logout } from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { bff } from "@/lib/bff/handler";

/** A token the backend already forgot (401) is as good as revoked. */
function unlessForgotten(error: unknown) {
  if (!(error instanceof BackendError && error.status === 401)) throw error;
}

/**
 * POST /api/account/logout: revokes the backend token, then ends the session. A token the
 * backend already forgot still logs out; a backend that cannot be reached is reported, and
 * the session is kept so that the shopper can try again and the token does not stay live.
 */
export const POST = bff.post({
  session: "optional",
  call: async ({ session }) => {
    if (session) await logout(session.token).catch(unlessForgotten);
  },
  reply: () => ({ message: "You have been logged out." }),
  endsSession: true,
  fallback: "We could not log you out just now. Please try again.",
});
