/** The e2e shop's environment variables (scripts/lib/e2e-env.mjs). */
export function e2eServerEnv(): Record<string, string>;

/** Whether the e2e shop pays through Razorpay's code path (E2E_PAYMENTS=razorpay). */
export function e2ePaysWithRazorpay(): boolean;

/** The Razorpay stand-in's part of the e2e shop's environment. */
export function e2eRazorpayEnv(siteUrl: string): Record<string, string>;
