"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { vitalsSampleRate } from "@/lib/vitals/sample";

/**
 * Real-user Web Vitals for a sample of page loads (docs/operations.md "Web Vitals"). Nothing
 * else loads in the first place: a sampled page fetches lib/vitals/beacon.ts and web-vitals
 * (about 4 kB gzip) once it is idle, and sends one beacon when it is hidden.
 */
export function WebVitals() {
  useEffect(() => {
    if (Math.random() >= vitalsSampleRate()) return;
    return whenIdle(() => {
      import("@/lib/vitals/beacon").then(
        ({ reportVitals }) => reportVitals(window.location.pathname),
        () => {
          // A chunk the network dropped: this page goes unmeasured, as an unsampled one.
        },
      );
    });
  }, []);
  return null;
}
