import { fetchUserData } from "@/lib/backend/auth";
import { privateJson, withBackend } from "@/lib/http/account";
import { accountOf, readSession } from "@/lib/auth/session";

/**
 * GET /api/account/me: who is signed in, for the header's islands. A visitor gets
 * `{ user: null }` (200, so the console stays clean); a dead backend token ends the session.
 */
export async function GET() {
  const session = await readSession();
  if (!session) return privateJson({ user: null });
  const user = await withBackend(
    () => fetchUserData(session.token),
    "Could not load your account.",
  );
  if (!user.ok) return user.response;
  return privateJson({ user: accountOf(session, user.value) });
}
