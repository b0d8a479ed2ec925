"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { accountApi } from "@/lib/api/account";
import { GENERIC_FAILURE } from "@giftshop/shared/messages/account";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { PATHS } from "@/lib/routing/paths";

/**
 * Logs the shopper out (docs/contract.md, Behaviour): the BFF clears the session cookie, then the
 * browser forgets the shopper and goes home. A failure keeps them signed in and says why.
 */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await accountApi.logout();
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error ?? GENERIC_FAILURE);
      return;
    }
    useSession.getState().clear();
    router.replace(PATHS.home);
    router.refresh();
  };

  return { logout, busy };
}
