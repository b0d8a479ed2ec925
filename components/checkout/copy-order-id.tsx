"use client";

import { Check } from "@/components/ui/icons/check";
import { Copy } from "@/components/ui/icons/copy";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";

/** Copies an order id to the clipboard, and says so for a moment. */
export function CopyOrderId({ orderId }: { orderId: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderId);
      setCopied(true);
      toast.success("Order ID copied");
    } catch {
      toast.error("Could not copy. Please select the Order ID and copy it.");
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? "Order ID copied" : "Copy Order ID"}
      title="Copy Order ID"
      className="flex size-9 shrink-0 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-green-700" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
