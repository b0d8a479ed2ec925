"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { LineDialog, useLineSave } from "@/components/cart/line-dialog";
import { deliveryApi } from "@/lib/api/delivery";
import { choiceFor, keptOrDefault } from "@/lib/delivery/choice";
import { DELIVERY_UNAVAILABLE } from "@/lib/delivery/messages";
import type { DeliveryChoice, DeliveryOptions } from "@/lib/delivery/types";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { DeliveryPicker } from "./delivery-picker";
import { PincodeForm } from "./pincode-form";

/** The words for a check that could not be made. */
const CHECK_FAILED = "Could not check this PIN code. Please try again.";

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
  const [options, setOptions] = useState<DeliveryOptions | null>(startOptions);
  const [choice, setChoice] = useState<DeliveryChoice | null>(() =>
    startOptions ? keptOrDefault(startOptions, line.delivery) : null,
  );
  const { saving, error, setError, save } = useLineSave(onClose);
  // The line's own options may arrive after the dialog has opened (the cart reads them in the
  // background): they are shown then, unless the shopper has checked a pincode meanwhile.
  const [seenStart, setSeenStart] = useState(startOptions);
  if (startOptions !== seenStart) {
    setSeenStart(startOptions);
    if (startOptions && !options) {
      setOptions(startOptions);
      setChoice(keptOrDefault(startOptions, line.delivery));
    }
  }
  // Why the shopper's pincode, checked at once, brought no options: they may check again.
  const [startFailure, setStartFailure] = useState<string | null>(null);

  const check = async (pincode: string): Promise<string | null> => {
    const result = await deliveryApi.options(pincode, line.product.id);
    if (!result.ok) return result.error ?? CHECK_FAILED;
    if (!result.value) return DELIVERY_UNAVAILABLE;
    setOptions(result.value);
    setChoice(keptOrDefault(result.value, line.delivery));
    setError(null);
    setStartFailure(null);
    return null;
  };

  // A line without options yet starts on the shopper's pincode, checked at once.
  const showStart = useEffectEvent((found: DeliveryOptions) => {
    setOptions(found);
    setChoice(keptOrDefault(found, line.delivery));
  });
  const showStartFailure = useEffectEvent((failure: string) => setStartFailure(failure));
  useEffect(() => {
    if (startOptions || !startPincode) return;
    const controller = new AbortController();
    void deliveryApi.options(startPincode, line.product.id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.value) showStart(result.value);
      else showStartFailure(result.ok ? DELIVERY_UNAVAILABLE : (result.error ?? CHECK_FAILED));
    });
    return () => controller.abort();
  }, [startOptions, startPincode, line.product.id]);

  const chosen = options ? choiceFor(options, choice) : undefined;

  return (
    <LineDialog
      title={`Delivery for ${line.product.title}`}
      saveLabel="Save delivery"
      saving={saving}
      canSave={Boolean(chosen)}
      error={error}
      onSave={() => {
        if (chosen) void save(() => useCart.getState().setDelivery(line.key, chosen));
      }}
      onClose={onClose}
    >
      <PincodeForm initial={options?.pincode ?? startPincode ?? ""} onCheck={check} />
      <div aria-live="polite">
        {!options && startFailure ? (
          <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
            {startFailure}
          </p>
        ) : null}
        {options?.mode === null ? (
          <p className="rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100">
            {options.reason}
          </p>
        ) : null}
      </div>
      {options ? (
        <DeliveryPicker options={options} value={choice} onChange={setChoice} compact />
      ) : null}
    </LineDialog>
  );
}
