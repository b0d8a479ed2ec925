import "server-only";
import { z } from "zod";
import type { PhotoRef } from "@giftshop/shared/gifting";
import { env } from "@/lib/env";
import { bearer } from "./auth";
import { BackendError, backendFetch, backendSignal, requiredPart } from "./fetch";
import { answerFields } from "./wire";

/**
 * The shopper's gift photos on the backend (docs/gifting.md "Photos"): uploading one's bytes,
 * and reading them back (the uploader only). Reference-backend extension calls.
 */

const uploadAnswer = z.object({
  ...answerFields,
  upload: z
    .object({
      id: z.string().min(1),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      lowResolution: z.boolean(),
    })
    .optional(),
  warning: z.string().min(1).nullish(),
});

/** An accepted upload, and the backend's low-resolution warning when it gave one. */
export interface Upload {
  upload: PhotoRef;
  warning: string | null;
}

/**
 * POST /api/auth/uploads with the photo's bytes (their type is sniffed there, not declared);
 * a refusal (413, 415, 400, 409) throws its status and the backend's message.
 */
export async function uploadPhoto(token: string, bytes: Uint8Array<ArrayBuffer>): Promise<Upload> {
  const answer = await backendFetch("/api/auth/uploads", uploadAnswer, {
    method: "POST",
    cache: "no-store",
    headers: { ...bearer(token), "content-type": "application/octet-stream" },
    body: bytes,
  });
  const upload = requiredPart(answer, "upload", "POST /api/auth/uploads", 400);
  return { upload, warning: answer.warning ?? null };
}

/** A photo's bytes and their type, as the backend serves them. */
export interface PhotoBytes {
  body: ReadableStream<Uint8Array>;
  type: string;
  length: string | null;
}

/** The served image types; anything else the backend names is sent as bytes, never rendered. */
const IMAGE_TYPE = /^image\/(jpeg|png|webp)$/;

/**
 * GET /api/auth/uploads/{id}: the photo's bytes, streamed; 404 (a BackendError) for a photo
 * that is not this shopper's or does not exist.
 */
export const fetchPhoto = (token: string, id: string): Promise<PhotoBytes> =>
  fetchPrivateImage(token, `/api/auth/uploads/${encodeURIComponent(id)}`, PHOTO_NOT_FOUND);

/**
 * GET /api/auth/orders/{id}/proof-photo: the photo proving an order's delivery
 * (docs/after-the-order.md), streamed; 404 for an order that is not this shopper's or has none.
 */
export const fetchProofPhoto = (token: string, orderId: string): Promise<PhotoBytes> =>
  fetchPrivateImage(
    token,
    `/api/auth/orders/${encodeURIComponent(orderId)}/proof-photo`,
    PROOF_PHOTO_NOT_FOUND,
  );

const PHOTO_NOT_FOUND = "This photo was not found.";
export const PROOF_PHOTO_NOT_FOUND = "This delivery photo was not found.";

/** An image only the shopper of `token` may see, streamed from the backend's `path`. */
async function fetchPrivateImage(
  token: string,
  path: string,
  notFound: string,
): Promise<PhotoBytes> {
  let response: Response;
  try {
    response = await fetch(`${env().BACKEND_URL}${path}`, {
      cache: "no-store",
      headers: bearer(token),
      signal: backendSignal(),
    });
  } catch (error) {
    throw new BackendError(`GET ${path} failed: ${String(error)}`, 503);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    const status = response.ok ? 502 : response.status;
    throw new BackendError(
      status === 404 ? notFound : `GET ${path} answered ${response.status}`,
      status,
    );
  }
  const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return {
    body: response.body,
    type: IMAGE_TYPE.test(type) ? type : "application/octet-stream",
    length: response.headers.get("content-length"),
  };
}
