// Types for the parts of processes.mjs that TypeScript code imports (the unit tests).
type Env = Record<string, string | undefined>;

/** The V8 old-generation cap of the production storefront, in MB. */
export const STOREFRONT_HEAP_MB: number;
/** `env` plus the storefront's memory settings (scripts/lib/processes.mjs). */
export function storefrontEnv(env?: Env, options?: { heapCap?: boolean }): Env;
