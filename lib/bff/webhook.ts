import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { WEBHOOK_SIGNATURE_HEADER, verifyWebhook } from "@giftshop/shared/catalogue-webhook";
import { INVALID_REQUEST, NOT_JSON, errorResponse, failureResponse } from "./answers";
import { readLimitedText } from "./request";
import { firstDelivery, forgetDelivery } from "./webhook-replays";

/** A webhook on a shop that holds no secret for it (404: the route does not exist there). */
export const NO_SUCH_ROUTE = "Not found.";
/** A request without a valid, recent signature (401). */
export const BAD_SIGNATURE = "The request's signature is missing, wrong or too old.";
/** A signed request received before (409): a replay, or the sender's retry of one that worked. */
export const ALREADY_RECEIVED = "This signed request was already received.";

/** A webhook, declared: its secret, its body's schema, its work. */
export interface SignedWebhookSpec<S extends z.ZodType> {
  /** The secret both sides hold; none configured means the route answers 404. */
  secret: () => string | undefined;
  /** The JSON body, read only once its signature holds; refused with 400 and the first issue. */
  body: S;
  /** The work; what it throws is logged and answered 502 with `fallback`. */
  call: (body: z.output<S>) => void | Promise<void>;
  fallback: string;
}

const BUILT_AS_WEBHOOK = Symbol.for("uphaar.signedWebhook");

/** A POST handler for a signed webhook, marked as built here. */
export type WebhookHandler = ((request: Request) => Promise<Response>) & {
  readonly [BUILT_AS_WEBHOOK]: "POST";
};

/** Whether `handler` was built by `signedWebhook` (the route tests hold every handler to it). */
export function isSignedWebhook(handler: unknown): boolean {
  return typeof handler === "function" && BUILT_AS_WEBHOOK in handler;
}

/** The first issue of a refused body, naming its field. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return INVALID_REQUEST;
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** The webhook's answer, never kept by a cache. */
function noStore(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

async function answer<S extends z.ZodType>(spec: SignedWebhookSpec<S>, request: Request) {
  const secret = spec.secret();
  if (!secret) return errorResponse(404, NO_SUCH_ROUTE);
  const read = await readLimitedText(request);
  if (!read.ok) return read.response;
  const signature = request.headers.get(WEBHOOK_SIGNATURE_HEADER);
  if (!verifyWebhook(secret, read.data, signature)) return errorResponse(401, BAD_SIGNATURE);
  // Verified, so `signature` is set; each one is heard once within its window.
  if (!(await firstDelivery(signature!))) return errorResponse(409, ALREADY_RECEIVED);
  let json: unknown;
  try {
    json = JSON.parse(read.data);
  } catch {
    return errorResponse(400, NOT_JSON);
  }
  const body = spec.body.safeParse(json);
  if (!body.success) return errorResponse(400, firstIssue(body.error));
  try {
    await spec.call(body.data);
  } catch (error) {
    await forgetDelivery(signature!);
    return failureResponse(error, spec.fallback);
  }
  return new NextResponse(null, { status: 204 });
}

/**
 * The one way to write a handler that another server calls (docs/security.md "CSRF"): a POST
 * whose caller proves itself by an HMAC signature over the raw body and a recent timestamp
 * (packages/shared/src/catalogue-webhook.ts), not by a browser's Origin or a shopper's
 * session, neither of which a server has. In order: the secret (404 without one) → the body
 * within MAX_BODY_BYTES (413) → the signature (401) → a signature heard before (409: a replay)
 * → the JSON and its schema (400) → the work → 204. A forged cross-site request from a browser cannot sign, so the Origin check of
 * the BFF pipeline (lib/bff/handler.ts) would add nothing here and would refuse the backend.
 */
export function signedWebhook<S extends z.ZodType>(spec: SignedWebhookSpec<S>): WebhookHandler {
  return Object.assign(async (request: Request) => noStore(await answer(spec, request)), {
    [BUILT_AS_WEBHOOK]: "POST" as const,
  });
}
