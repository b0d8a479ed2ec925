"use client";

import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { X } from "@/components/ui/icons/x";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { formatINR } from "@giftshop/shared/money";
import { REFUND_DAYS } from "@giftshop/shared/order-cancel";
import { cancelOrderRequest } from "@/lib/api/orders";

const SIGNED_OUT = "Your session has ended. Please log in again to cancel this order.";
const FAILED = "The order could not be cancelled just now. Please try again.";

/**
 * The owner's "Cancel order" (docs/after-the-order.md, Cancelling an order): a button that opens
 * a confirmation saying what happens (the refund to the original method, the slot given back);
 * confirmed, the backend cancels the order and the page is read again, showing the refund.
 */
export function CancelOrder({
  orderId,
  totalAmount,
  paidOnline,
  testPayment,
}: {
  orderId: string;
  totalAmount: number;
  paidOnline: boolean;
  testPayment: boolean;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-4 border-t border-neutral-100 pt-4">
      <p className="text-sm text-neutral-700">
        Changed your mind? You can cancel this order until it is dispatched.
      </p>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-red-300 bg-white px-5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        Cancel order
      </button>
      {open ? (
        <CancelDialog
          orderId={orderId}
          totalAmount={totalAmount}
          paidOnline={paidOnline}
          testPayment={testPayment}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** What cancelling does to the money, in the words the order page uses afterwards. */
function refundSentence(totalAmount: number, paidOnline: boolean, testPayment: boolean) {
  if (!paidOnline) return "Nothing has been paid yet, so there is nothing to refund.";
  if (testPayment) return "This was a test payment: no money was taken, so none is sent back.";
  return `The full ${formatINR(totalAmount)} you paid is refunded to the card, UPI or bank account you paid with, usually within ${REFUND_DAYS}.`;
}

/**
 * The confirmation: a native modal <dialog> (focus stays inside, Escape closes it); the shop's
 * refusal, when there is one, is shown inside it.
 */
function CancelDialog({
  orderId,
  totalAmount,
  paidOnline,
  testPayment,
  onClose,
}: {
  orderId: string;
  totalAmount: number;
  paidOnline: boolean;
  testPayment: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const busy = sending || refreshing;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The safe choice first: showModal would focus the first button, the corner's Close.
    keep.current?.focus();
    return () => element?.close();
  }, []);

  // Closed once the page has been read again and shows the cancelled order.
  useEffect(() => {
    if (cancelled && !refreshing) dialog.current?.close();
  }, [cancelled, refreshing]);

  const confirm = async () => {
    setSending(true);
    setError(null);
    const answer = await cancelOrderRequest(orderId);
    setSending(false);
    if (answer.ok) {
      // The page is read again from the backend: the order as it is now, with its refund.
      setCancelled(true);
      startRefresh(() => router.refresh());
      return;
    }
    setError(answer.problem === "signed-out" ? SIGNED_OUT : (answer.error ?? FAILED));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-900/50"
    >
      <div className="flex items-start gap-3 border-b border-neutral-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-bold">
          Cancel this order?
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
      <div id={bodyId} className="space-y-3 px-4 py-4 text-sm leading-6 text-neutral-700 sm:px-5">
        <p>
          Order <span className="font-mono break-all text-neutral-900">{orderId}</span> will not be
          delivered, and its delivery slot is given back.
        </p>
        <p className="font-medium text-neutral-900">
          {refundSentence(totalAmount, paidOnline, testPayment)}
        </p>
        <p>A cancelled order cannot be restored.</p>
      </div>
      {error ? (
        <p role="alert" className="mx-4 mb-3 flex gap-2 text-sm font-medium text-red-700 sm:mx-5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-neutral-100 px-4 py-3 sm:px-5">
        <button
          ref={keep}
          type="button"
          onClick={() => dialog.current?.close()}
          className="min-h-11 rounded-full px-5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Keep order
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
          className="min-h-11 rounded-full bg-red-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? "Cancelling…" : "Cancel order"}
        </button>
      </div>
    </dialog>
  );
}
