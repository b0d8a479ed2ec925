/** The e2e shop's environment variables (scripts/lib/e2e-env.mjs). */
export function e2eServerEnv(): Record<string, string>;
