"use client";

import { Toaster as Sonner } from "sonner";

/**
 * seed-spec §4: top-right, 5000 ms, pause on hover and when the window loses focus (sonner
 * does both), swipe to dismiss, Alt+T focuses the notifications.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={5000}
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      toastOptions={{ style: { width: 320 } }}
    />
  );
}
