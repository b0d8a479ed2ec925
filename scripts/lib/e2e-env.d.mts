/** The e2e shop's environment variables (scripts/lib/e2e-env.mjs). */
export function e2eServerEnv(): Record<string, string>;

/** Whether the e2e shop pays through Razorpay's code path (E2E_PAYMENTS=razorpay, or any profile but full). */
export function e2ePaysWithRazorpay(): boolean;

/** The Razorpay stand-in's part of the e2e shop's environment. */
export function e2eRazorpayEnv(siteUrl: string): Record<string, string>;

/**
 * The e2e shop's backend profile (E2E_BACKEND_PROFILE=contract: a plain §7 backend;
 * original: the stand-in of the shop's original backend).
 */
export function e2eBackendProfile(): "full" | "contract" | "original";

/** Where the e2e run's original stand-in answers: its API, and its picture host (the CDN). */
export function e2eOriginalBackendUrls(): { url: string; cdnUrl: string };

/** The original backend stand-in's addresses and process environment for the e2e run. */
export function e2eOriginalBackendEnv(
  razorpay: Record<string, string>,
  smtpUrl: string,
): { url: string; cdnUrl: string; processEnv: Record<string, string> };
export function e2eShopClockFile(): string;

/** The bearer token of the e2e backend's operator calls (OPERATOR_TOKEN). */
export const E2E_OPERATOR_TOKEN: string;
