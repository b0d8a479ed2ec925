import { clsx } from "clsx";
import { MapPin } from "@/components/ui/icons/map-pin";
import { MapPinOff } from "@/components/ui/icons/map-pin-off";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import type { Address } from "@/lib/types";
import { NO_SHIPPING_ADDRESS } from "@/lib/validations/checkout";
import { PATHS } from "@/lib/routing/paths";

// The border and background colours are kept apart: the missing-address card has its own.
const cardClass = "rounded-2xl border p-4 shadow-sm sm:p-5";
const plainCard = clsx(cardClass, "border-neutral-200 bg-white");

/** "9876543210" as "+91 98765 43210"; anything else as typed. */
function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/**
 * Where the order goes: the address chosen on /addaddress with a way to change it, or the
 * spec's message and a way to choose one. `undefined` while the browser's choice is read.
 */
export function DeliveryAddressCard({ address }: { address: Address | null | undefined }) {
  if (address === undefined) {
    return (
      <section aria-label="Delivery address" className={plainCard}>
        <div aria-hidden="true" className="space-y-2.5">
          <div className="h-4 w-24 animate-pulse rounded bg-neutral-100" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-neutral-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-neutral-100" />
        </div>
      </section>
    );
  }

  if (address === null) {
    return (
      <section
        aria-labelledby="delivery-heading"
        className={clsx(cardClass, "border-amber-200 bg-amber-50/60")}
      >
        <div className="flex gap-3">
          <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <h2 id="delivery-heading" className="text-base font-bold text-neutral-900">
              Delivery address
            </h2>
            <p role="alert" className="mt-1 text-sm font-medium text-amber-900">
              {NO_SHIPPING_ADDRESS}
            </p>
            <Link
              href={PATHS.addAddress}
              className={buttonStyles({
                variant: "secondary",
                className: "mt-3 min-h-10 px-4 text-sm",
              })}
            >
              <MapPin aria-hidden="true" className="size-4" />
              Choose an address
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="delivery-heading" className={plainCard}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MapPin aria-hidden="true" className="size-[1.125rem]" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="delivery-heading" className="text-base font-bold text-neutral-900">
              Deliver to
            </h2>
            <Link
              href={PATHS.addAddress}
              aria-label="Change delivery address"
              className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Change
            </Link>
          </div>
          <address className="mt-1 text-sm leading-6 text-neutral-700 not-italic">
            <span className="font-semibold text-neutral-900">{address.fullName}</span>
            <br />
            <span className="break-words">
              {address.address}, {address.city}, {address.state} – {address.pin}
            </span>
            <br />
            <span className="text-neutral-600">Phone: {formatPhone(address.phoneNumber)}</span>
          </address>
        </div>
      </div>
    </section>
  );
}
