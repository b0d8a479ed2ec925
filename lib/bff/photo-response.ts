import type { PhotoBytes } from "@/lib/backend/photos";
import { CACHE_LIFE } from "@/lib/cache-life";

/**
 * A shopper's photo as the BFF answers it (a gift photo, a delivery's proof): streamed with its
 * type, kept an hour by the shopper's browser only (never a shared cache), never sniffed as
 * anything else.
 */
export function privatePhotoResponse(photo: PhotoBytes): Response {
  return new Response(photo.body, {
    headers: {
      "Content-Type": photo.type,
      ...(photo.length ? { "Content-Length": photo.length } : {}),
      "Cache-Control": `private, max-age=${CACHE_LIFE.giftPhoto}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
