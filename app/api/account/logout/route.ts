import { logout } from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { backendFailureResponse } from "@/lib/http/bff";
import { privateJson, sameSiteOr403 } from "@/lib/http/account";
import { clearSessionCookie, readSession } from "@/lib/auth/session";

const LOGOUT_FAILED = "We could not log you out just now. Please try again.";

/**
 * POST /api/account/logout: revokes the backend token, then ends the session. A token the
 * backend already forgot still logs out; a backend that cannot be reached is reported, and
 * the session is kept so that the shopper can try again and the token does not stay live.
 */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await readSession();
  if (session) {
    try {
      await logout(session.token);
    } catch (error) {
      if (!(error instanceof BackendError && error.status === 401)) {
        const response = backendFailureResponse(error, LOGOUT_FAILED);
        response.headers.set("Cache-Control", "private, no-store");
        return response;
      }
    }
  }
  const response = privateJson({ message: "You have been logged out." });
  await clearSessionCookie(response);
  return response;
}
