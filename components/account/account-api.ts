import { isRecord, nonEmptyString } from "@/lib/parse";

/** A non-empty sentence at `key` of the answer, if there is one. */
const sentence = (json: unknown, key: "message" | "error") =>
  isRecord(json) ? nonEmptyString(json[key]) : undefined;

/** What a BFF account call came back with; status 0 when no answer arrived at all. */
export interface AccountAnswer {
  ok: boolean;
  status: number;
  /** The answer's `message` (success sentences). */
  message: string | undefined;
  /** The answer's `error`: a sentence meant for the shopper. */
  error: string | undefined;
  /** Why no answer arrived (offline, aborted); not meant for most toasts. */
  networkError: string | undefined;
  /** The whole JSON answer, for the caller to parse what else it needs. */
  body: unknown;
}

/**
 * Sends JSON to one of the storefront's own /api/account handlers and reads the `{ message }`
 * or `{ error }` answer. Never throws: a network failure comes back as status 0.
 */
export async function sendAccountRequest(
  path: string,
  { method = "POST", body }: { method?: "POST" | "PUT" | "DELETE"; body?: unknown } = {},
): Promise<AccountAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      message: undefined,
      error: undefined,
      networkError: error instanceof Error ? error.message : String(error),
      body: null,
    };
  }
  const json: unknown = await response.json().catch(() => null);
  return {
    ok: response.ok,
    status: response.status,
    message: sentence(json, "message"),
    error: sentence(json, "error"),
    networkError: undefined,
    body: json,
  };
}
