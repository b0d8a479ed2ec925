/**
 * The browser's calls to the storefront's delivery handlers (app/api/delivery) and the
 * parsers of their answers (docs/delivery.md).
 */
import {
  arrayOf,
  boolean,
  isRecord,
  nonEmptyString,
  nullable,
  number,
  object,
  string,
  type Parser,
} from "@/lib/parse";
import { DELIVERY_MODES, SLOT_TYPES } from "@giftshop/shared/delivery-shapes";
import type {
  DeliveryChoice,
  DeliveryOptions,
  PincodeAnswer,
  SlotOption,
  SlotType,
} from "@/lib/delivery/types";
import { apiRequest } from "./request";

const REASONS = ["cutoff", "full", "not-offered"] as const;

const slotType: Parser<SlotType> = (value) => SLOT_TYPES.find((type) => type === value);
const place = nullable(
  object<{ district: string; state: string }>({ district: string, state: string }),
);
const range = nullable(object<{ from: string; to: string }>({ from: string, to: string }));

/** A line's delivery choice: `date` and `slotId` only when present. */
export const deliveryChoice: Parser<DeliveryChoice> = (value) => {
  if (!isRecord(value)) return undefined;
  const pincode = nonEmptyString(value.pincode);
  if (pincode === undefined) return undefined;
  const date = nonEmptyString(value.date);
  const slotId = nonEmptyString(value.slotId);
  return { pincode, ...(date ? { date } : {}), ...(slotId ? { slotId } : {}) };
};

const slotOption: Parser<SlotOption> = (value) => {
  if (!isRecord(value)) return undefined;
  const base = object<Omit<SlotOption, "reason" | "closesAt">>({
    id: string,
    type: slotType,
    label: string,
    from: string,
    to: string,
    charge: number,
    available: boolean,
  })(value);
  if (!base) return undefined;
  const reason = REASONS.find((known) => known === value.reason);
  const closesAt = nonEmptyString(value.closesAt);
  return { ...base, ...(reason ? { reason } : {}), ...(closesAt ? { closesAt } : {}) };
};

const mode: Parser<DeliveryOptions["mode"]> = (value) =>
  value === null ? null : DELIVERY_MODES.find((known) => known === value);

const deliveryOptions = object<DeliveryOptions>({
  pincode: string,
  served: boolean,
  place,
  cod: boolean,
  kind: object<{ id: string; label: string }>({ id: string, label: string }),
  mode,
  reason: nullable(string),
  sameDayCutoff: nullable(string),
  earliest: nullable(string),
  days: arrayOf(
    object<DeliveryOptions["days"][number]>({ date: string, slots: arrayOf(slotOption) }),
  ),
  range,
});

const pincodeAnswer = object<PincodeAnswer>({
  pincode: string,
  served: boolean,
  place,
  hub: nullable(string),
  slotTypes: arrayOf(slotType),
  cod: boolean,
  courier: range,
});

const pincodeReply = object({ answer: nullable(pincodeAnswer) });
const optionsReply = object({ options: nullable(deliveryOptions) });
const savedReply = object({ pincode: nullable(string) });

/**
 * The delivery calls the pages make; each resolves, never rejects. A null answer means the
 * shop has no delivery check (a backend that speaks only docs/contract.md).
 */
export const deliveryApi = {
  /** Whether and how the shop delivers to `pin`. */
  pincode: (pin: string, signal?: AbortSignal) =>
    apiRequest(
      `/api/delivery/pincode?pin=${encodeURIComponent(pin)}`,
      (json) => pincodeReply(json)?.answer,
      { signal },
    ),
  /** How one gift can be delivered to `pincode`. */
  options: (pincode: string, productId: string, signal?: AbortSignal) =>
    apiRequest(
      `/api/delivery/options?${new URLSearchParams({ pincode, productId })}`,
      (json) => optionsReply(json)?.options,
      { signal },
    ),
  /** Remembers the shopper's pincode for the visit (the `pincode` cookie). */
  savePincode: (pincode: string) =>
    apiRequest("/api/delivery/pincode", (json) => savedReply(json)?.pincode, {
      method: "PUT",
      body: { pincode },
    }),
  /** Forgets the shopper's pincode. */
  forgetPincode: () =>
    apiRequest("/api/delivery/pincode", (json) => savedReply(json)?.pincode, {
      method: "DELETE",
    }),
};
