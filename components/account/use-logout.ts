"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { GENERIC_FAILURE } from "@/lib/account/messages";
import { useSession } from "@/lib/stores/session";
import { toast } from "@/lib/toast";
import { sendAccountRequest } from "./account-api";

/**
 * Logs the shopper out (seed-spec §4): the BFF clears the session cookie, then the browser
 * forgets the shopper and goes home. A failure keeps them signed in and says why.
 */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await sendAccountRequest("/api/account/logout", { body: {} });
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error ?? answer.networkError ?? GENERIC_FAILURE);
      return;
    }
    useSession.getState().clear();
    router.replace("/");
    router.refresh();
  };

  return { logout, busy };
}
