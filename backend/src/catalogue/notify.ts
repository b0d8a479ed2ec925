/**
 * Tells the storefront that products changed (packages/shared/src/catalogue-webhook.ts): a
 * signed POST of `{ "products": [ids] }` to CATALOGUE_WEBHOOK_URL, so every storefront drops
 * its cached pages of them at once instead of when their caches expire. A storefront that is
 * restarting or briefly overloaded gets a few more tries; one that stays unreachable costs a
 * log line, never the change itself, which is already stored.
 */
import {
  WEBHOOK_SIGNATURE_HEADER,
  catalogueChange,
  signWebhook,
} from "@giftshop/shared/catalogue-webhook";
import type { BackendEnv } from "../env";

/** Where the webhook goes and the secret it is signed with. */
export interface CatalogueWebhook {
  url: string;
  secret: string;
}

/** Tries at most, the first included. */
const NOTIFY_ATTEMPTS = 4;
/** How long one try may take before it counts as failed. */
const NOTIFY_TIMEOUT_MS = 3_000;
/** The wait before the second try; it doubles before each further one. */
const NOTIFY_BACKOFF_MS = 250;
/** The most product ids one call names; a larger change is sent as "any product". */
const MAX_IDS = 1000;

export interface NotifyOptions {
  attempts?: number;
  timeoutMs?: number;
  backoffMs?: number;
  log?: (line: string) => void;
}

/** The configured webhook, or null when CATALOGUE_WEBHOOK_URL is unset. */
export function catalogueWebhookFromEnv(
  env: Pick<BackendEnv, "CATALOGUE_WEBHOOK_URL" | "CATALOGUE_WEBHOOK_SECRET">,
): CatalogueWebhook | null {
  // env.ts refuses a URL without its secret; both present or the webhook is off.
  if (!env.CATALOGUE_WEBHOOK_URL || !env.CATALOGUE_WEBHOOK_SECRET) return null;
  return { url: env.CATALOGUE_WEBHOOK_URL, secret: env.CATALOGUE_WEBHOOK_SECRET };
}

type Attempt = { done: true } | { done: false; retry: boolean; reason: string };

async function post(webhook: CatalogueWebhook, body: string, timeoutMs: number): Promise<Attempt> {
  try {
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(webhook.secret, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    await response.body?.cancel();
    if (response.ok) return { done: true };
    // 5xx and 429 pass; any other answer (401: the secrets differ) says the same next time.
    const retry = response.status >= 500 || response.status === 429;
    return { done: false, retry, reason: `answered ${response.status}` };
  } catch (error) {
    // Read by name: fetch's DOMException is not an Error (nor an Object) of every realm.
    const fields: { name?: unknown; cause?: unknown } =
      typeof error === "object" && error !== null ? error : {};
    const cause = fields.cause ?? error;
    const reason =
      fields.name === "TimeoutError"
        ? `no answer in ${timeoutMs} ms`
        : `unreachable (${String(cause)})`;
    return { done: false, retry: true, reason };
  }
}

/**
 * Sends the change of `productIds` to `webhook`; answers whether the storefront took it.
 * Retries a network failure, a timeout or a 5xx with doubling waits; never throws, and logs
 * one line when it gives up. A null webhook (not configured) answers false.
 */
export async function notifyCatalogueChanged(
  productIds: readonly string[],
  webhook: CatalogueWebhook | null,
  {
    attempts = NOTIFY_ATTEMPTS,
    timeoutMs = NOTIFY_TIMEOUT_MS,
    backoffMs = NOTIFY_BACKOFF_MS,
    log = console.error,
  }: NotifyOptions = {},
): Promise<boolean> {
  if (!webhook) return false;
  const unique = [...new Set(productIds)];
  const change = catalogueChange.safeParse({ products: unique.length > MAX_IDS ? [] : unique });
  if (!change.success) {
    log(`[catalogue] webhook not sent: bad product ids (${change.error.issues[0]?.message})`);
    return false;
  }
  const body = JSON.stringify(change.data);
  let last: Attempt = { done: false, retry: true, reason: "not tried" };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) {
      await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 2)));
    }
    last = await post(webhook, body, timeoutMs);
    if (last.done) return true;
    if (!last.retry) break;
  }
  log(
    `[catalogue] webhook to ${webhook.url} not delivered (${last.done ? "" : last.reason}); ` +
      "storefronts show the change when their caches expire",
  );
  return false;
}
