/**
 * How a delivery promise reads to a shopper in mail (docs/delivery.md), worded as the
 * storefront words it (lib/delivery/format.ts): "Thu, 26 Nov", "7 pm – 9 pm", "27 Nov – 29 Nov".
 * Dates are IST calendar days and times IST times of day, formatted as they are.
 */
import type { DeliveryPromise } from "../db/schema";
import { dayLabel } from "./rules";

const shortDayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "26 Nov" for 2026-11-26. */
export function shortDay(date: string): string {
  return shortDayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "7 pm", "11:59 pm", "12 pm" for an HH:MM time of day. */
export function timeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${twelve} ${suffix}`
    : `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "7 pm – 9 pm". */
export function windowLabel(window: { from: string; to: string }): string {
  return `${timeOfDay(window.from)} – ${timeOfDay(window.to)}`;
}

/** "27 Nov – 29 Nov", or the one day when both ends are the same. */
export function rangeLabel(range: { from: string; to: string }): string {
  return range.from === range.to
    ? dayLabel(range.from)
    : `${shortDay(range.from)} – ${shortDay(range.to)}`;
}

/** "Thu, 26 Nov, 7 pm – 9 pm" or "by courier, arriving 27 Nov – 29 Nov". */
export function promiseLabel(promise: DeliveryPromise): string {
  if (promise.mode === "courier") {
    return promise.range ? `by courier, arriving ${rangeLabel(promise.range)}` : "by courier";
  }
  const day = promise.date ? dayLabel(promise.date) : "";
  const window = promise.window ? windowLabel(promise.window) : "";
  return [day, window].filter(Boolean).join(", ");
}
