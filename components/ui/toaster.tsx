"use client";

import { useEffect, useState } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { TEST_PAYMENTS_NOTICE_HEIGHT } from "@/components/layout/test-payments-notice";
import { whenIdle } from "@/lib/idle";
import { loadSonner, onToastRequested } from "@/lib/toast";

/**
 * The page's toasts (lib/toast.ts), with sonner kept out of the first load: its toaster mounts
 * once the page is idle, so the live region is in place before most toasts, or at the first
 * toast if that comes sooner (sonner then replays the toast to it). docs/contract.md, Behaviour:
 * top-right, 5000 ms, pause on hover and when the window loses focus (sonner does both), swipe to
 * dismiss, Alt+T focuses the notifications. `belowNotice`: the test-payments strip is above the
 * header, which it moves down by its height.
 */
export function Toaster({ belowNotice = false }: { belowNotice?: boolean }) {
  const [Sonner, setSonner] = useState<typeof SonnerToaster | null>(null);

  useEffect(() => {
    let mounted = true;
    const mount = () => {
      loadSonner().then(
        (sonner) => {
          if (mounted) setSonner(() => sonner.Toaster);
        },
        (error: unknown) => console.error("[toast] could not load the toaster:", error),
      );
    };
    const stopListening = onToastRequested(mount);
    const cancelIdle = whenIdle(mount);
    return () => {
      mounted = false;
      stopListening();
      cancelIdle();
    };
  }, []);

  if (!Sonner) return null;
  const notice = belowNotice ? TEST_PAYMENTS_NOTICE_HEIGHT : 0;
  return (
    <Sonner
      position="top-right"
      // Below the header's row of icons (they end 94–100 px from the top): a toast about the
      // wishlist or cart must not cover its link, and sonner holds a toast for as long as the
      // pointer rests on it, so a shopper reaching for the link would never get to it.
      offset={{ top: 104 + notice }}
      mobileOffset={{ top: 108 + notice }}
      duration={5000}
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      toastOptions={{ style: { width: 320 } }}
    />
  );
}
