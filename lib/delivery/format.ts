/**
 * How a delivery promise reads on the storefront's screens (docs/delivery.md); the days,
 * windows and ranges are worded as the backend's mail words them (@giftshop/shared).
 */
import { deliveryDay, rangeLabel, windowLabel } from "@giftshop/shared/delivery-words";
import type { DeliveryPromise } from "./types";

export {
  deliveryDay,
  rangeLabel,
  shortDay,
  timeOfDay,
  windowLabel,
} from "@giftshop/shared/delivery-words";

/** One line for a promise: "Thu, 26 Nov · 7 pm – 9 pm" or "Arrives 27 Nov – 29 Nov (courier)". */
export function promiseLabel(promise: Pick<DeliveryPromise, "mode" | "date" | "window" | "range">) {
  if (promise.mode === "courier") {
    return promise.range ? `Arrives ${rangeLabel(promise.range)} (courier)` : "By courier";
  }
  const day = promise.date ? deliveryDay(promise.date) : "";
  const window = promise.window ? windowLabel(promise.window) : "";
  return [day, window].filter(Boolean).join(" · ");
}
