import { fetchUserData } from "@/lib/backend/auth";
import { accountOf } from "@/lib/auth/session";
import { bff } from "@/lib/bff/handler";

/**
 * GET /api/account/me: who is signed in, for the header's islands. A visitor gets
 * `{ user: null }` (200, so the console stays clean); a dead backend token ends the session.
 */
export const GET = bff.get({
  session: "optional",
  call: async ({ session }) => session && accountOf(session, await fetchUserData(session.token)),
  reply: (user) => ({ user }),
  fallback: "Could not load your account.",
});
