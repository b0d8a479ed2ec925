import type { useRouter } from "next/navigation";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { AFTER_LOGIN_FAILED } from "@/lib/validations/account";

/**
 * After login or sign-up: re-reads the session so the header shows the shopper, then goes
 * to `next`. False, with the spec's message in a toast, when the new session cannot be seen
 * (docs/contract.md, Messages) and the shopper stays where they are.
 */
export async function enterAfterSignIn(
  router: ReturnType<typeof useRouter>,
  next: string,
): Promise<boolean> {
  await useSession.getState().load({ force: true });
  if (useSession.getState().status !== "authenticated") {
    toast.error(AFTER_LOGIN_FAILED);
    return false;
  }
  router.replace(next);
  router.refresh();
  return true;
}
