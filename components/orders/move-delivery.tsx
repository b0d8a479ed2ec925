"use client";

import { CalendarClock } from "@/components/ui/icons/calendar-clock";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { formatINR } from "@giftshop/shared/money";
import type { DeliveryMoveWindow } from "@giftshop/shared/order-delivery-move";
import { LineDialog, useLineSave } from "@/components/cart/line-dialog";
import { DeliveryPicker } from "@/components/delivery/delivery-picker";
import { deliveryApi } from "@/lib/api/delivery";
import { moveDeliveryRequest } from "@/lib/api/orders";
import { chosenSlot } from "@/lib/delivery/choice";
import type { DeliveryChoice, DeliveryOptions, DeliveryPromise } from "@/lib/delivery/types";
import { toast } from "@/lib/toast";
import { untilWords } from "./edit-messages";

const SIGNED_OUT = "Your session has ended. Please log in again to change the delivery.";
const FAILED = "The delivery could not be moved just now. Please try again.";
const SAME = "This is the delivery it has now. Pick another day or slot.";
const NO_OPTIONS = "The open days and slots could not be read just now. Please try again.";

type Read =
  { state: "loading" } | { state: "failed" } | { state: "read"; options: DeliveryOptions };

/** This gift's delivery options at `pincode`, read once when the dialog opens. */
function useOptions(productId: string, pincode: string): Read {
  const [read, setRead] = useState<Read>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void deliveryApi.options(pincode, productId, controller.signal).then((result) => {
      if (result.ok && result.value) setRead({ state: "read", options: result.value });
      else if (!result.ok && result.problem === "aborted") return;
      else setRead({ state: "failed" });
    });
    return () => controller.abort();
  }, [pincode, productId]);
  return read;
}

/** What the move the shopper is looking at does to the money, or why it cannot be made here. */
function chargeWords(before: number, after: number, paidOnline: boolean) {
  const difference = after - before;
  const amount = formatINR(Math.abs(difference));
  if (difference === 0) return { text: "The delivery charge stays the same.", blocked: false };
  if (difference < 0) {
    return {
      text: paidOnline
        ? `This slot costs ${amount} less: ${amount} is refunded to the card, UPI or bank account you paid with.`
        : `This slot costs ${amount} less: you pay ${amount} less on delivery.`,
      blocked: false,
    };
  }
  return paidOnline
    ? {
        text: `This slot costs ${amount} more than the delivery you paid for. A paid order's delivery can move only to a slot that costs the same or less: please pick another, or contact us.`,
        blocked: true,
      }
    : {
        text: `This slot costs ${amount} more: you pay ${amount} more on delivery.`,
        blocked: false,
      };
}

/**
 * A placed gift's "Change delivery" (docs/after-the-order.md, Moving a delivery): shown while
 * the backend says its hand delivery may still move, with the time the kitchen starts on it.
 * The dialog holds the product page's picker at the order's PIN code and says what the new slot
 * does to the charge; the backend decides. Moved, the page is read again; refused, the dialog
 * says why and keeps the pick.
 */
export function MoveDelivery({
  orderId,
  position,
  productId,
  name,
  window,
  delivery,
  chargeNow,
  pincode,
  paidOnline,
}: {
  orderId: string;
  position: number;
  productId: string;
  name: string;
  window: DeliveryMoveWindow;
  delivery: DeliveryPromise;
  /** The charge of the delivery this gift travels in, as the order carries it. */
  chargeNow: number;
  pincode: string;
  paidOnline: boolean;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!window.movable) return null;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Change delivery of ${name}`}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CalendarClock aria-hidden className="size-3.5" />
        Change delivery
      </button>
      {window.until ? (
        <span className="text-xs text-neutral-600">
          Delivery can move until {untilWords(window.until)}
        </span>
      ) : null}
      {open ? (
        <MoveDialog
          orderId={orderId}
          position={position}
          productId={productId}
          name={name}
          delivery={delivery}
          chargeNow={chargeNow}
          pincode={pincode}
          paidOnline={paidOnline}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The picker for this gift at the order's PIN code, in the cart's line dialog. */
function MoveDialog({
  orderId,
  position,
  productId,
  name,
  delivery,
  chargeNow,
  pincode,
  paidOnline,
  onClose,
}: {
  orderId: string;
  position: number;
  productId: string;
  name: string;
  delivery: DeliveryPromise;
  chargeNow: number;
  pincode: string;
  paidOnline: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const read = useOptions(productId, pincode);
  const options = read.state === "read" ? read.options : null;
  const [choice, setChoice] = useState<DeliveryChoice | null>(
    delivery.date && delivery.slotId
      ? { pincode, date: delivery.date, slotId: delivery.slotId }
      : null,
  );
  const { saving, error, save } = useLineSave(onClose);

  const slot = options ? chosenSlot(options, choice) : null;
  const same = choice?.date === delivery.date && choice?.slotId === delivery.slotId;
  const charge = slot && !same ? chargeWords(chargeNow, slot.charge, paidOnline) : null;
  const canSave = Boolean(slot?.available && !same && !charge?.blocked && choice?.date);

  const send = async () => {
    if (!choice?.date || !choice.slotId) return SAME;
    const answer = await moveDeliveryRequest(orderId, position, {
      date: choice.date,
      slotId: choice.slotId,
    });
    if (!answer.ok) {
      return answer.problem === "signed-out" ? SIGNED_OUT : (answer.error ?? FAILED);
    }
    toast.success(answer.value.message ?? "Delivery moved");
    // The page is read again from the backend: the order with its new delivery and charge.
    router.refresh();
    return null;
  };

  return (
    <LineDialog
      title={`Change delivery of ${name}`}
      saveLabel="Move delivery"
      saving={saving}
      canSave={canSave}
      error={error}
      onSave={() => void save(send)}
      onClose={onClose}
    >
      <p className="text-sm text-neutral-700">
        Pick another day or slot at {pincode}. Gifts travelling together move together.
      </p>
      {read.state === "loading" ? (
        <p role="status" className="text-sm text-neutral-600">
          Finding the open days and slots…
        </p>
      ) : options === null ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {NO_OPTIONS}
        </p>
      ) : options.mode === "hand" ? (
        <DeliveryPicker options={options} value={choice} onChange={setChoice} compact />
      ) : (
        <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
          {options.reason ??
            "This gift can no longer be delivered by hand here. Please contact us."}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {same ? <p className="text-neutral-600">{SAME}</p> : null}
        {charge ? (
          <p className={charge.blocked ? "font-medium text-red-700" : "text-neutral-800"}>
            {charge.text}
          </p>
        ) : null}
      </div>
    </LineDialog>
  );
}
