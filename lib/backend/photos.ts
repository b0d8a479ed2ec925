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
export async function fetchPhoto(token: string, id: string): Promise<PhotoBytes> {
  const path = `/api/auth/uploads/${encodeURIComponent(id)}`;
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
      status === 404 ? "This photo was not found." : `GET ${path} answered ${response.status}`,
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
