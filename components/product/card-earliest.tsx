"use client";

import { useSyncExternalStore } from "react";
import { earliestWords } from "@/lib/delivery/earliest";
import type { EarliestDelivery } from "@/lib/delivery/types";

const MINUTE_MS = 60_000;

/** The cards showing a day, told when a minute starts: one timer for the whole page. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function tickAtNextMinute() {
  timer = setTimeout(
    () => {
      listeners.forEach((listener) => listener());
      tickAtNextMinute();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) tickAtNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The minute the shopper reads the card: the same value all minute, so React re-renders once. */
const readingMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
/** On the server and while cached HTML hydrates there is no reader's time: no words yet. */
const noReader = () => null;

/**
 * "Earliest delivery: Today" under a card's title. The page may be a cached copy of any age
 * (ISR, the edge), so its HTML holds only the line's room; the words are worked out in the
 * browser from the product's rule at the reader's minute, after hydration, and again as each
 * minute starts, so a card never says Today once today's cut-off has passed (docs/delivery.md,
 * "Earliest delivery on cards").
 */
export function CardEarliest({ rule }: { rule: EarliestDelivery }) {
  const minute = useSyncExternalStore(subscribe, readingMinute, noReader);
  return (
    <p className="card-eta">
      {minute === null ? null : (
        <>
          <span>Earliest delivery:</span> <strong>{earliestWords(rule, new Date(minute))}</strong>
        </>
      )}
    </p>
  );
}
