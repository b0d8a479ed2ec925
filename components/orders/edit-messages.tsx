"use client";

import { PencilLine } from "@/components/ui/icons/pencil-line";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { clockTime, deliveryDay, timeOfDay } from "@giftshop/shared/delivery-words";
import { IST_OFFSET_MS } from "@giftshop/shared/india-time";
import type { MessageChange, MessageWindow } from "@giftshop/shared/order-messages";
import { LineDialog, useLineSave } from "@/components/cart/line-dialog";
import { MessageField } from "@/components/gifting/message-field";
import { changeMessagesRequest } from "@/lib/api/orders";

const SIGNED_OUT = "Your session has ended. Please log in again to change the messages.";
const FAILED = "The messages could not be saved just now. Please try again.";

/** "4:30 pm on Thu, 26 Nov": an instant as a shopper in India reads it. */
export function untilWords(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const day = shifted.toISOString().slice(0, 10);
  const minute = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  return `${timeOfDay(clockTime(minute))} on ${deliveryDay(day)}`;
}

/**
 * A placed gift's "Edit messages" (docs/after-the-order.md, Changing a gift's messages): shown
 * while the backend says the kitchen has not started on it, with the time it will; the dialog
 * holds the messages the gift takes, counted as at ordering. Saved, it closes and the page is
 * read again; refused, it says why and keeps the words typed.
 */
export function EditMessages({
  orderId,
  position,
  window,
  current,
}: {
  orderId: string;
  position: number;
  window: MessageWindow;
  current: { cakeMessage: string; cardMessage: string };
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!window.editable || window.fields.length === 0) return null;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <PencilLine aria-hidden className="size-3.5" />
        Edit messages
      </button>
      {window.until ? (
        <span className="text-xs text-neutral-600">until {untilWords(window.until)}</span>
      ) : null}
      {open ? (
        <MessagesDialog
          orderId={orderId}
          position={position}
          fields={window.fields}
          current={current}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The messages the gift takes, in the cart's line dialog (a native modal <dialog>). */
function MessagesDialog({
  orderId,
  position,
  fields,
  current,
  onClose,
}: {
  orderId: string;
  position: number;
  fields: MessageWindow["fields"];
  current: { cakeMessage: string; cardMessage: string };
  onClose: () => void;
}) {
  const router = useRouter();
  const [cakeMessage, setCakeMessage] = useState(current.cakeMessage);
  const [cardMessage, setCardMessage] = useState(current.cardMessage);
  const { saving, error, save } = useLineSave(onClose);

  const send = async () => {
    const change: MessageChange = {};
    if (fields.includes("cakeMessage")) change.cakeMessage = cakeMessage;
    if (fields.includes("cardMessage")) change.cardMessage = cardMessage;
    const answer = await changeMessagesRequest(orderId, position, change);
    if (!answer.ok) {
      return answer.problem === "signed-out" ? SIGNED_OUT : (answer.error ?? FAILED);
    }
    // The page is read again from the backend: the order with its new words.
    router.refresh();
    return null;
  };

  return (
    <LineDialog
      title="Edit messages"
      saveLabel="Save messages"
      saving={saving}
      error={error}
      onSave={() => void save(send)}
      onClose={onClose}
    >
      {fields.includes("cakeMessage") ? (
        <MessageField
          kind="cake"
          label="Message on cake"
          value={cakeMessage}
          onChange={setCakeMessage}
          placeholder="Happy Birthday Asha"
        />
      ) : null}
      {fields.includes("cardMessage") ? (
        <MessageField
          kind="card"
          label="Message card"
          value={cardMessage}
          onChange={setCardMessage}
          placeholder="Write a few words for the card"
        />
      ) : null}
    </LineDialog>
  );
}
