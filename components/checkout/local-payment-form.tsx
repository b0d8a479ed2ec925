"use client";

import { clsx } from "clsx";
import { CircleAlert } from "@/components/ui/icons/circle-alert";
import { CreditCard } from "@/components/ui/icons/credit-card";
import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { MapPin } from "@/components/ui/icons/map-pin";
import { Smartphone } from "@/components/ui/icons/smartphone";
import Link from "next/link";
import { useState } from "react";
import { BusyIcon } from "@/components/ui/busy-icon";
import { buttonStyles } from "@/components/ui/button-styles";
import { formatINR } from "@giftshop/shared/money";
import { toast } from "@/lib/toast";
import { NO_SHIPPING_ADDRESS } from "@/lib/validations/checkout";
import { checkoutApi } from "@/lib/api/checkout";
import { readCheckoutDeliveries, readCheckoutSubstitution } from "@/lib/stores/checkout-deliveries";
import { PaymentRetry } from "./payment-retry";
import { usePaidOrder } from "./place-order";
import { useDeliveryAddress } from "./use-delivery-address";
import { PATHS } from "@/lib/routing/paths";

type Method = "card" | "upi";

const PAYMENT_NOT_COMPLETED = "The payment could not be completed. Please try again.";

const METHODS: { value: Method; label: string; icon: typeof CreditCard }[] = [
  { value: "card", label: "Card", icon: CreditCard },
  { value: "upi", label: "UPI", icon: Smartphone },
];

/**
 * The local test provider's controls (DESIGN.md §4): Card or UPI, `Pay ₹{amount}` and
 * `Simulate failure`. A paid attempt places the order with the shared placeOrder step; a
 * declined one leaves the cart as it was and both buttons ready for another try.
 */
export function LocalPaymentForm({ orderId, amount }: { orderId: string; amount: number }) {
  const address = useDeliveryAddress();
  const paid = usePaidOrder();
  const [method, setMethod] = useState<Method>("card");
  const [pending, setPending] = useState<"success" | "failure" | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const attempt = async (outcome: "success" | "failure") => {
    if (pending || paid.saving) return;
    if (!address) {
      toast.error(NO_SHIPPING_ADDRESS);
      return;
    }
    setPending(outcome);
    setDeclined(null);
    const result = await checkoutApi.payLocally(orderId, outcome, method);
    if (!result.ok) {
      const message = result.error ?? PAYMENT_NOT_COMPLETED;
      setPending(null);
      setDeclined(message);
      toast.error(message);
      return;
    }
    await paid.save(
      address,
      result.value,
      readCheckoutDeliveries(orderId),
      readCheckoutSubstitution(orderId),
    );
    setPending(null);
  };

  if (paid.placed) {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
        <p className="mt-4 font-semibold text-neutral-900">Payment received</p>
        <p className="mt-1 text-sm text-neutral-600">Taking you to your confirmation…</p>
      </div>
    );
  }

  // Paid already: the only way on is saving the order, not paying again or cancelling.
  if (paid.unsaved) {
    return (
      <>
        <PaymentRetry
          error={paid.unsaved.error}
          saving={paid.saving}
          onRetry={() => void paid.retry()}
        />
        <Reference orderId={orderId} className="mt-4" />
      </>
    );
  }

  const busy = pending !== null || paid.saving;

  return (
    <div>
      <fieldset disabled={busy}>
        <legend className="text-sm font-semibold text-neutral-900">Pay with</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 rounded-xl bg-neutral-100 p-1">
          {METHODS.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={clsx(
                "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                method === value
                  ? "bg-white text-brand-700 shadow-sm ring-1 ring-neutral-200"
                  : "text-neutral-600 hover:text-neutral-900",
              )}
            >
              <input
                type="radio"
                name="local-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 p-4">
        {method === "card" ? <TestCard /> : <TestUpi />}
      </div>

      {address === null ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
          <p role="alert" className="font-medium text-amber-900">
            {NO_SHIPPING_ADDRESS}
          </p>
          <Link
            href={PATHS.addAddress}
            className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            Choose an address
          </Link>
        </div>
      ) : null}

      {declined ? (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
          {declined}
        </p>
      ) : null}

      <div className="mt-5 grid gap-3">
        <button
          type="button"
          onClick={() => void attempt("success")}
          disabled={busy || address === undefined}
          aria-busy={pending === "success" || paid.saving || undefined}
          className={buttonStyles({ className: "w-full text-base" })}
        >
          <BusyIcon busy={pending === "success" || paid.saving} />
          {`Pay ${formatINR(amount)}`}
        </button>
        <button
          type="button"
          onClick={() => void attempt("failure")}
          disabled={busy || address === undefined}
          aria-busy={pending === "failure" || undefined}
          className={buttonStyles({ variant: "secondary", className: "w-full" })}
        >
          <BusyIcon busy={pending === "failure"} />
          Simulate failure
        </button>
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-neutral-100 pt-4">
        <Link
          href={PATHS.orderSummary}
          className="rounded text-sm font-semibold text-neutral-600 underline-offset-4 hover:text-neutral-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Cancel payment
        </Link>
        <Reference orderId={orderId} />
      </div>
    </div>
  );
}

function Reference({ orderId, className }: { orderId: string; className?: string }) {
  return (
    <p className={clsx("min-w-0 truncate text-xs text-neutral-500", className)}>
      Ref <span className="font-mono">{orderId}</span>
    </p>
  );
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-neutral-200 bg-white px-3 py-2 font-mono text-sm text-neutral-800 tabular-nums";

function TestCard() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <label className="col-span-2 text-xs font-medium text-neutral-600">
        Card number
        <input readOnly value="4111 1111 1111 1111" className={fieldClass} />
      </label>
      <label className="text-xs font-medium text-neutral-600">
        Expiry
        <input readOnly value="12/30" className={fieldClass} />
      </label>
      <label className="text-xs font-medium text-neutral-600">
        CVV
        <input readOnly value="123" className={fieldClass} />
      </label>
      <p className="col-span-2 text-xs text-neutral-500">A test card: it is filled in for you.</p>
    </div>
  );
}

function TestUpi() {
  return (
    <div>
      <label className="text-xs font-medium text-neutral-600">
        UPI ID
        <input readOnly value="success@upi" className={fieldClass} />
      </label>
      <p className="mt-3 text-xs text-neutral-500">
        A test UPI ID: no app opens and no request is sent to your phone.
      </p>
    </div>
  );
}
