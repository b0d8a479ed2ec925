// Types for the parts of processes.mjs that TypeScript code imports (unit and e2e tests).
type Env = Record<string, string | undefined>;

/** The V8 old-generation cap of the production storefront, in MB. */
export const STOREFRONT_HEAP_MB: number;
/** How long a production storefront keeps an idle kept-alive connection open, in ms. */
export const STOREFRONT_KEEP_ALIVE_MS: number;
/** `next start`'s arguments for a production storefront on `port`. */
export function nextStartArgs(port: number | string): string[];
/** `env` plus the storefront's memory settings (scripts/lib/processes.mjs). */
export function storefrontEnv(env?: Env, options?: { heapCap?: boolean }): Env;
/** Polls `url` until it answers 2xx (any status with `anyAnswer`), the child exits, or time runs out. */
export function waitFor(
  url: string,
  options?: {
    timeoutMs?: number;
    child?: import("node:child_process").ChildProcess;
    anyAnswer?: boolean;
  },
): Promise<void>;
/** The reference backend's environment under `npm start` or `npm run dev`; throws when it cannot run. */
export function referenceBackendEnv(mode: "start" | "dev", env?: Env): Env;
