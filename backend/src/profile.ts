/**
 * Which answers the backend gives (BACKEND_PROFILE). `full` is the reference backend with its
 * documented extensions (docs/backend-contract.md); `contract` behaves as a plain §7
 * backend (docs/contract.md, Terms): extension query parameters are ignored, answers carry only the
 * spec's fields in the leanest shape a typical Express + Mongoose backend gives, and non-§7
 * endpoints answer 404. Routes ask `isContract` here rather than comparing the name themselves.
 */
export const BACKEND_PROFILES = ["full", "contract"] as const;

export type BackendProfile = (typeof BACKEND_PROFILES)[number];

export const DEFAULT_PROFILE: BackendProfile = "full";

/** True when the backend must answer as a plain §7 backend (docs/contract.md, Terms). */
export function isContract(profile: BackendProfile): boolean {
  return profile === "contract";
}

/**
 * Why contract mode refuses the local payment provider: its payment page and routes are not
 * §7, so a plain §7 backend has none, and online payment could not be finished.
 */
export const CONTRACT_NEEDS_RAZORPAY =
  "BACKEND_PROFILE=contract needs PAYMENT_PROVIDER=razorpay: the local provider's payment " +
  "routes are not among the core calls of docs/contract.md";
