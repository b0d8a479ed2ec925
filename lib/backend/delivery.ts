import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { CACHE_LIFE } from "@/lib/cache-life";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import type { DeliveryOptions, PincodeAnswer } from "@/lib/delivery/types";
import { slotCharges, type SlotCharge } from "@/lib/delivery/slot-charges";
import { optionsAnswer, pincodeAnswer, slotsAnswer } from "./delivery-wire";
import { catalogueCache } from "./catalogue";
import { BackendError, backendFetch, forwardedFor, throwIfRefused } from "./fetch";
import { keptFresh } from "./kept-fresh";
import { keepLastGoodCopy } from "./last-good-copy";
import { getJsonOutsideCache } from "./unshared-get";

/**
 * The reference backend's delivery extension (docs/delivery.md "The API"). A backend that
 * speaks only docs/contract.md answers 404 on /api/delivery/*; `deliveryAvailable()` finds out
 * which kind this one is, and nothing else here is called when it is the contract's.
 */

/** A pincode every served zone list is asked about: Delhi GPO's. */
const PROBE_PINCODE = "110001";
/** Found out again as often as the catalogue cache is revalidated. */
const DELIVERY_PROBE_TTL_MS = CACHE_LIFE.catalogueRead * 1000;
/** A pincode answer is a few hundred bytes; a longer one is not the extension's. */
const PROBE_MAX_BYTES = 16 * 1024;

/** A 4xx (bar 429, a wait) is the backend's word that it has no such route. */
function saysNoSuchRoute(error: unknown): boolean {
  return (
    error instanceof BackendError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}

/**
 * Whether the backend answers the delivery extension: a pincode answer of its shape is yes, a
 * 404 (any refusal) no. Asked outside Next's fetch cache, so a cached page that asks stays
 * cached. A backend that is away throws, and is asked again on the next call.
 */
async function probeDelivery(): Promise<boolean> {
  try {
    const body = await getJsonOutsideCache(`/api/delivery/pincode/${PROBE_PINCODE}`, {
      maxBytes: PROBE_MAX_BYTES,
    });
    return pincodeAnswer.safeParse(body).success;
  } catch (error) {
    if (saysNoSuchRoute(error)) return false;
    throw error;
  }
}

const availability = keptFresh(
  "whether the backend delivers by pincode",
  DELIVERY_PROBE_TTL_MS,
  probeDelivery,
);

/** Whether the backend has the delivery extension; found out on first use and every 5 minutes. */
export const deliveryAvailable = (): Promise<boolean> => availability.get();

/** Forgets what was found out (tests; a backend swapped under a running storefront). */
export const forgetDeliveryAvailable = (): void => availability.forget();

/**
 * A per-minute answer: never kept by Next's fetch cache. `ip` is the shopper's address: the
 * backend limits these reads per address (docs/security.md), so without it every shopper
 * would share the storefront's one allowance.
 */
async function deliveryGet<S extends z.ZodType<{ success?: boolean; message?: string }>>(
  path: string,
  schema: S,
  ip: string | null,
): Promise<z.output<S>> {
  const answer = await backendFetch(path, schema, { cache: "no-store", headers: forwardedFor(ip) });
  throwIfRefused(answer, `GET ${path}`);
  return answer;
}

/** GET /api/delivery/pincode/{pin}: whether and how the shop delivers to a pincode. */
export async function fetchPincode(pin: string, ip: string | null): Promise<PincodeAnswer> {
  const { pincode, served, place, hub, slotTypes, cod, courier } = await deliveryGet(
    `/api/delivery/pincode/${encodeURIComponent(pin)}`,
    pincodeAnswer,
    ip,
  );
  return { pincode, served, place, hub, slotTypes, cod, courier };
}

/** GET /api/delivery/options: how one product can be delivered to one pincode (404: not on sale). */
export async function fetchDeliveryOptions(
  pin: string,
  productId: string,
  ip: string | null,
): Promise<DeliveryOptions> {
  const query = new URLSearchParams({ pincode: pin, productId });
  const answer = await deliveryGet(`/api/delivery/options?${query}`, optionsAnswer, ip);
  return {
    pincode: answer.pincode,
    served: answer.served,
    place: answer.place,
    cod: answer.cod,
    kind: answer.kind,
    mode: answer.mode,
    reason: answer.reason,
    sameDayCutoff: answer.sameDayCutoff,
    earliest: answer.earliest,
    days: answer.days,
    range: answer.range,
  };
}

/** PUT /api/auth/cart-delivery, with the cart's other changes (lib/backend/cart.ts). */
export { setCartDelivery } from "./cart";

/**
 * For a page: whether to show the delivery check. A backend that is away shows none, and a
 * page the cache keeps keeps its last good copy instead of caching the gap.
 */
export async function showsDelivery(): Promise<boolean> {
  try {
    return await deliveryAvailable();
  } catch (error) {
    unstable_rethrow(error);
    console.error("[delivery] could not find out whether the backend delivers by pincode:", error);
    await keepLastGoodCopy();
    return false;
  }
}

/**
 * A pincode checked for one gift, for the pincode twin's server render; null when it cannot be
 * had just now (the page's check then asks from the browser).
 */
export async function checkDelivery(
  pin: string,
  productId: string,
  ip: string | null,
): Promise<CheckedDelivery | null> {
  try {
    const [answer, options] = await Promise.all([
      fetchPincode(pin, ip),
      fetchDeliveryOptions(pin, productId, ip),
    ]);
    return { answer, options };
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[delivery] could not check ${pin} for ${productId}:`, error);
    return null;
  }
}

/**
 * For the shipping page: each slot type's hours and charge, from the backend's slot table
 * (GET /api/delivery/slots), shared by everyone and cached like the catalogue; null where the
 * backend has no delivery extension, or cannot be read just now (the page then keeps its
 * last good copy).
 */
export async function fetchSlotCharges(): Promise<SlotCharge[] | null> {
  if (!(await showsDelivery())) return null;
  try {
    const answer = await backendFetch("/api/delivery/slots", slotsAnswer, catalogueCache());
    throwIfRefused(answer, "GET /api/delivery/slots");
    return slotCharges(answer.slots);
  } catch (error) {
    unstable_rethrow(error);
    console.error("[delivery] could not read the delivery slots:", error);
    await keepLastGoodCopy();
    return null;
  }
}
