"use client";

import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { useEffect, useRef } from "react";
import { BusyIcon } from "@/components/ui/busy-icon";
import { buttonStyles } from "@/components/ui/button-styles";

/**
 * A payment went through but its order could not be saved: say so, and offer "Try again",
 * which re-sends the same signed payment (the backend places one order per payment id).
 */
export function PaymentRetry({
  error,
  saving,
  onRetry,
}: {
  error: string;
  saving: boolean;
  onRetry: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-2xl border border-red-200 bg-red-50 p-4 focus:outline-none sm:p-5"
    >
      <div role="alert" className="flex gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold text-red-900">{error}</p>
          <p className="mt-1 text-sm leading-6 text-red-900/80">
            Your payment went through, but we could not save your order yet. Please try again: you
            will not be charged twice.
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={saving}
        aria-busy={saving || undefined}
        className={buttonStyles({ className: "mt-4 w-full sm:ml-8 sm:w-auto" })}
      >
        <BusyIcon busy={saving} icon={RefreshCw} className="size-4" />
        {saving ? "Processing..." : "Try again"}
      </button>
    </div>
  );
}
