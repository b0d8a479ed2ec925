/**
 * How a delivery promise reads to a shopper in mail (docs/delivery.md); its days, windows and
 * ranges are worded as on the storefront's screens (@giftshop/shared/delivery-words).
 */
import { rangeLabel, windowLabel } from "@giftshop/shared/delivery-words";
import type { DeliveryPromise } from "../db/schema";
import { dayLabel } from "./rules";

/** "Thu, 26 Nov, 7 pm – 9 pm" or "by courier, arriving 27 Nov – 29 Nov". */
export function promiseLabel(promise: DeliveryPromise): string {
  if (promise.mode === "courier") {
    return promise.range ? `by courier, arriving ${rangeLabel(promise.range)}` : "by courier";
  }
  const day = promise.date ? dayLabel(promise.date) : "";
  const window = promise.window ? windowLabel(promise.window) : "";
  return [day, window].filter(Boolean).join(", ");
}
