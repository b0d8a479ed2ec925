/** The e2e shop's environment variables (scripts/lib/e2e-env.mjs). */
export function e2eServerEnv(): Record<string, string>;

/** Whether the e2e shop pays through Razorpay's code path (E2E_PAYMENTS=razorpay, or the contract profile). */
export function e2ePaysWithRazorpay(): boolean;

/** The Razorpay stand-in's part of the e2e shop's environment. */
export function e2eRazorpayEnv(siteUrl: string): Record<string, string>;

/** The e2e shop's backend profile (E2E_BACKEND_PROFILE=contract: a plain §7 backend). */
export function e2eBackendProfile(): "full" | "contract";
export function e2eShopClockFile(): string;
