"use client";

import { CircleAlert, PencilLine, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { clockTime, deliveryDay, timeOfDay } from "@giftshop/shared/delivery-words";
import { IST_OFFSET_MS } from "@giftshop/shared/india-time";
import type { MessageChange, MessageWindow } from "@giftshop/shared/order-messages";
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
 * holds the messages the gift takes, counted as at ordering. Saved, the page is read again.
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

/** The messages in a native modal <dialog>: focus stays inside, Escape closes it. */
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
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [cakeMessage, setCakeMessage] = useState(current.cakeMessage);
  const [cardMessage, setCardMessage] = useState(current.cardMessage);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const busy = sending || refreshing;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  // Closed once the page has been read again and shows the new words.
  useEffect(() => {
    if (saved && !refreshing) dialog.current?.close();
  }, [saved, refreshing]);

  const save = async () => {
    const change: MessageChange = {};
    if (fields.includes("cakeMessage")) change.cakeMessage = cakeMessage;
    if (fields.includes("cardMessage")) change.cardMessage = cardMessage;
    setSending(true);
    setError(null);
    const answer = await changeMessagesRequest(orderId, position, change);
    setSending(false);
    if (answer.ok) {
      setSaved(true);
      startRefresh(() => router.refresh());
      return;
    }
    setError(answer.problem === "signed-out" ? SIGNED_OUT : (answer.error ?? FAILED));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-900/50"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="flex items-start gap-3 border-b border-neutral-100 px-4 py-3 sm:px-5">
          <h2 id={titleId} className="min-w-0 flex-1 text-base font-bold">
            Edit messages
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
            className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
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
        </div>
        {error ? (
          <p role="alert" className="mx-4 mb-3 flex gap-2 text-sm font-medium text-red-700 sm:mx-5">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 border-t border-neutral-100 px-4 py-3 sm:px-5">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="min-h-11 rounded-full px-5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? "Saving…" : "Save messages"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
