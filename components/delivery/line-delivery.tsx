"use client";

import { CalendarClock } from "@/components/ui/icons/calendar-clock";
import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import { useState } from "react";
import { chosenSlot } from "@/lib/delivery/choice";
import { lineDeliveryLabel, slotReason } from "@/lib/delivery/choice-words";
import { usePincode } from "@/lib/stores/pincode";
import type { CartLine } from "@/lib/types";
import { LineDeliveryDialog } from "./line-delivery-dialog";
import { useLineOptions } from "./use-line-options";

/**
 * A cart line's delivery (docs/delivery.md): "Thu, 27 Nov · 7 pm – 9 pm", "Arrives 27 Nov –
 * 29 Nov (courier)" or "Delivery date: choose at checkout", a warning when the chosen slot
 * can no longer be had, and Change, which opens the picker for this line.
 */
export function LineDelivery({ line }: { line: CartLine }) {
  const [open, setOpen] = useState(false);
  const options = useLineOptions(line.product.id, line.delivery?.pincode ?? null);
  const slot = options && chosenSlot(options, line.delivery);
  const lost = slot && !slot.available ? slotReason(slot) : null;

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <CalendarClock aria-hidden className="size-4 shrink-0 text-brand-600" />
      <p className="min-w-0 text-neutral-700">
        <span className="sr-only">Delivery: </span>
        {lineDeliveryLabel(line.delivery, options)}
      </p>
      <button
        type="button"
        onClick={() => {
          usePincode.getState().read();
          setOpen(true);
        }}
        aria-label={`Change delivery for ${line.product.title}`}
        className="-my-3 rounded py-3 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Change
      </button>
      {lost ? (
        <p className="flex basis-full items-center gap-1.5 text-xs font-medium text-amber-800">
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
          This slot can no longer be had ({lost}). Please change it.
        </p>
      ) : null}
      {open ? (
        <LineDeliveryDialog
          line={line}
          startOptions={options}
          startPincode={line.delivery?.pincode ?? usePincode.getState().pincode}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
