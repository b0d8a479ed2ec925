"use client";

import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { MapPin } from "@/components/ui/icons/map-pin";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";
import { clsx } from "clsx";
import { usePincode } from "@/lib/stores/pincode";

// The form (with its checks and the list of Indian PIN rules) loads when the shopper reaches
// for the button (touch, hover or focus), not with every page: most visits never open it.
const loadForm = () => import("./pincode-form");
const PincodeForm = lazy(() => loadForm().then(({ PincodeForm }) => ({ default: PincodeForm })));

/**
 * The header's "Deliver to 560038" (or "Enter PIN code") control, where the shop delivers by
 * pincode (docs/delivery.md "The storefront"). It opens a small panel to change the pincode;
 * the product page's delivery check follows the change. The layout is cached for everyone, so
 * the pincode is read from its cookie in the browser. `strip`: the phone layout, a slim row
 * above the brand (the brand's row has no room beside Login and the icons), which scrolls away
 * with the promo strip while brand and search stay; `compact`: beside the account menu from `md`.
 */
export function HeaderPincode({
  layout = "compact",
  className,
}: {
  layout?: "compact" | "strip";
  className?: string;
}) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const pincode = usePincode((state) => state.pincode);

  useEffect(() => usePincode.getState().read(), []);
  useOutsidePointerDown(root, open, () => setOpen(false));

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const save = async (pin: string) => {
    const failure = await usePincode.getState().save(pin);
    if (!failure) close();
    return failure;
  };

  const preload = () => void loadForm();

  /** What both layouts' buttons share: they open and close the same panel. */
  const triggerProps = {
    ref: trigger,
    type: "button",
    "aria-expanded": open,
    "aria-controls": `${id}-panel`,
    onClick: () => setOpen((was) => !was),
    onPointerEnter: preload,
    onTouchStart: preload,
    onFocus: preload,
  } as const;

  return (
    <div
      ref={root}
      className={clsx("relative", className)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {layout === "strip" ? (
        <button
          {...triggerProps}
          className="flex min-h-9 w-full items-center gap-1.5 rounded-lg bg-brand-50 px-3 text-left text-sm text-neutral-800 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-600" strokeWidth={2} />
          {pincode ? (
            <span>
              Deliver to <span className="font-semibold tabular-nums">{pincode}</span>
            </span>
          ) : (
            <span className="font-medium">Enter PIN code for delivery days and slots</span>
          )}
          <ChevronDown aria-hidden className="ml-auto size-4 shrink-0 text-neutral-500" />
        </button>
      ) : (
        <button
          {...triggerProps}
          className="flex min-h-11 items-center gap-1 rounded-lg px-1.5 text-left text-neutral-800 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-2"
        >
          <MapPin aria-hidden className="size-5 shrink-0 text-brand-600" strokeWidth={1.75} />
          <span className="flex flex-col leading-tight">
            {pincode ? (
              <>
                <span className="text-[0.6875rem] text-neutral-500">Deliver to</span>
                <span className="text-sm font-semibold tabular-nums">{pincode}</span>
              </>
            ) : (
              <span className="max-w-16 text-xs font-semibold sm:max-w-none sm:text-sm">
                Enter PIN code
              </span>
            )}
          </span>
          <ChevronDown aria-hidden className="hidden size-4 shrink-0 sm:block" />
        </button>
      )}
      {open ? (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-label="Delivery PIN code"
          className={clsx(
            "absolute top-full z-40 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 shadow-xl ring-1 ring-neutral-200",
            layout === "strip" ? "left-0" : "right-0",
          )}
        >
          <p className="mb-3 text-sm text-neutral-600">
            See delivery days and slots for the place the gift should go.
          </p>
          <Suspense fallback={<div aria-busy className="h-[4.375rem]" />}>
            <PincodeForm initial={pincode ?? ""} submitLabel="Apply" onCheck={save} autoFocus />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
