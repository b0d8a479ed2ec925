"use client";

import { clsx } from "clsx";
import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BusyIcon } from "@/components/ui/busy-icon";
import { buttonStyles } from "@/components/ui/button-styles";
import { PATHS } from "@/lib/routing/paths";
import { useCart } from "@/lib/stores/cart";

/**
 * Continue → /addaddress (docs/contract.md, Screens: Cart), or the add-ons step first where the
 * backend offers add-ons (docs/gifting.md). Quantities still waiting for their pause are sent
 * first, so the next step prices what the shopper sees.
 */
export function ContinueButton({
  disabled,
  href = PATHS.addAddress,
  className,
}: {
  disabled: boolean;
  /** The next step. */
  href?: string;
  /** Width and placement; the button's look (buttonStyles) stays as it is. */
  className?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const go = async () => {
    setBusy(true);
    try {
      await useCart.getState().flushQuantities();
      router.push(href);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => void go()}
      className={clsx(buttonStyles(), className)}
    >
      Continue
      <BusyIcon busy={busy} icon={ArrowRight} />
    </button>
  );
}
