import { useSession } from "@/lib/stores/session";
import { AFTER_LOGIN_FAILED } from "@/lib/validations/account";

/**
 * After login or sign-up: re-reads the session so the header shows the shopper, then returns
 * null, or the spec's message when the new session cannot be seen (seed-spec §8).
 */
export async function reloadSessionAfterSignIn(): Promise<string | null> {
  const session = useSession.getState();
  await session.load({ force: true });
  return useSession.getState().status === "authenticated" ? null : AFTER_LOGIN_FAILED;
}
