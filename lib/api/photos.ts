/**
 * The browser's calls for gift photos (docs/gifting.md "Photos"): uploading a shopper's photo
 * through the storefront's handler (app/api/photos), which forwards it to the backend.
 */
import type { PhotoRef } from "@giftshop/shared/gifting";
import { boolean, integer, nonEmptyString, nullable, object, withDefault } from "@/lib/parse";
import { apiRequest, type ApiResult } from "./request";

/** An upload as the handler answers it: the photo, and the low-resolution warning if any. */
export interface UploadedPhoto {
  upload: PhotoRef;
  warning: string | null;
}

/** An uploaded photo as the shop describes it (also on cart lines, lib/api/cart.ts). */
export const photoRef = object<PhotoRef>({
  id: nonEmptyString,
  width: integer,
  height: integer,
  lowResolution: boolean,
});

const uploadedPhoto = object<UploadedPhoto>({
  upload: photoRef,
  warning: withDefault(nullable(nonEmptyString), null),
});

/** POST /api/photos with the file's bytes; a refusal carries the shop's reason in `error`. */
export function uploadPhoto(file: Blob, signal?: AbortSignal): Promise<ApiResult<UploadedPhoto>> {
  return apiRequest("/api/photos", uploadedPhoto, { method: "POST", bytes: file, signal });
}
