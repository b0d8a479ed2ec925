"use client";

import { X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { deliveryApi } from "@/lib/api/delivery";
import { choiceFor, keptOrDefault } from "@/lib/delivery/choice";
import { DELIVERY_UNAVAILABLE } from "@/lib/delivery/messages";
import type { DeliveryChoice, DeliveryOptions } from "@/lib/delivery/types";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { DeliveryPicker } from "./delivery-picker";
import { PincodeForm } from "./pincode-form";

/**
 * The cart line's "Change delivery" dialog (docs/delivery.md): the pincode (editable), the
 * picker for that gift there, and Save, which sets the line's delivery (PUT
 * /api/cart/delivery). A choice the shop can no longer keep is refused with its reason, shown
 * here. A native modal <dialog>: focus stays inside, Escape closes it.
 */
export function LineDeliveryDialog({
  line,
  startOptions,
  startPincode,
  onClose,
}: {
  line: CartLine;
  /** The line's options already read at its pincode, when they were. */
  startOptions: DeliveryOptions | null;
  startPincode: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [options, setOptions] = useState<DeliveryOptions | null>(startOptions);
  const [choice, setChoice] = useState<DeliveryChoice | null>(() =>
    startOptions ? keptOrDefault(startOptions, line.delivery) : null,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const check = async (pincode: string): Promise<string | null> => {
    const result = await deliveryApi.options(pincode, line.product.id);
    if (!result.ok) return result.error ?? "Could not check this PIN code. Please try again.";
    if (!result.value) return DELIVERY_UNAVAILABLE;
    setOptions(result.value);
    setChoice(keptOrDefault(result.value, line.delivery));
    setError(null);
    return null;
  };

  // A line without options yet starts on the shopper's pincode, checked at once.
  const showStart = useEffectEvent((found: DeliveryOptions) => {
    setOptions(found);
    setChoice(keptOrDefault(found, line.delivery));
  });
  useEffect(() => {
    if (startOptions || !startPincode) return;
    const controller = new AbortController();
    void deliveryApi.options(startPincode, line.product.id, controller.signal).then((result) => {
      if (result.ok && result.value) showStart(result.value);
    });
    return () => controller.abort();
  }, [startOptions, startPincode, line.product.id]);

  const chosen = options ? choiceFor(options, choice) : undefined;

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    const failure = await useCart.getState().setDelivery(line.key, chosen);
    setSaving(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-900/50"
    >
      <div className="flex items-start gap-3 border-b border-neutral-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-bold">
          Delivery for {line.product.title}
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
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <PincodeForm initial={options?.pincode ?? startPincode ?? ""} onCheck={check} />
        <div aria-live="polite">
          {options?.mode === null ? (
            <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
              {options.reason}
            </p>
          ) : null}
        </div>
        {options ? (
          <DeliveryPicker options={options} value={choice} onChange={setChoice} compact />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3 border-t border-neutral-100 px-4 py-3 sm:px-5">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="min-h-11 rounded-full px-5 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={!chosen || saving}
          aria-busy={saving || undefined}
          onClick={() => void save()}
          className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {saving ? "Saving…" : "Save delivery"}
        </button>
      </div>
    </dialog>
  );
}
