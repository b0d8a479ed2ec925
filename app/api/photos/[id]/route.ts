import { z } from "zod";
import { bff } from "@/lib/bff/handler";
import { fetchPhoto } from "@/lib/backend/photos";
import { privatePhotoResponse } from "@/lib/bff/photo-response";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

const NOT_FOUND = "This photo was not found.";

/**
 * GET /api/photos/{id}: one of the signed-in shopper's gift photos, its bytes streamed with
 * their type (docs/gifting.md "Photos"; components/gifting/gift-details.tsx photoUrl). Kept an
 * hour by the shopper's browser only; 404 for a photo that is not theirs.
 */
export const GET = bff.get({
  session: "required",
  params: {
    schema: z.object({ id: z.string().regex(BACKEND_ID) }),
    notFound: NOT_FOUND,
  },
  call: ({ session, params }) => fetchPhoto(session.token, params.id),
  reply: privatePhotoResponse,
  fallback: "Could not load your photo.",
});
