import { z } from "zod";
import { bff } from "@/lib/bff/handler";
import { PROOF_PHOTO_NOT_FOUND, fetchProofPhoto } from "@/lib/backend/photos";
import { privatePhotoResponse } from "@/lib/bff/photo-response";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

/**
 * GET /api/orders/{id}/proof-photo: the photo of an order's delivery (docs/after-the-order.md,
 * "Proof of delivery"), for the signed-in shopper who placed it; the backend answers 404 to
 * anyone else, and so does this. Kept by the shopper's browser only, as gift photos are.
 */
export const GET = bff.get({
  session: "required",
  params: {
    schema: z.object({ id: z.string().regex(BACKEND_ID) }),
    notFound: PROOF_PHOTO_NOT_FOUND,
  },
  call: ({ session, params }) => fetchProofPhoto(session.token, params.id),
  reply: privatePhotoResponse,
  fallback: "Could not load the delivery photo.",
});
