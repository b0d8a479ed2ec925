import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@giftshop/shared/gifting";
import { CLOSE_CONNECTION, readBodyWithin } from "@giftshop/shared/http/drain-body";
import { Refusal, errorResponse } from "@/lib/bff/answers";
import { bff } from "@/lib/bff/handler";
import { userKey } from "@/lib/bff/rate-limit";
import { uploadPhoto } from "@/lib/backend/photos";

const NO_PHOTO = "Please choose a photo to upload.";

/**
 * Bytes read at most: the limit and a little more, so a photo exactly at the limit passes and
 * the backend, which decides, refuses one just over it in its own words; anything larger is
 * refused here without reaching it.
 */
const READ_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/**
 * POST /api/photos, the photo's bytes as the body (any type: the backend sniffs it): uploads a
 * gift photo for the signed-in shopper (docs/gifting.md "Photos"), answers 201 `{ upload,
 * warning }`; the backend's refusals (413, 415, 400, 409) pass through with their message.
 */
export const POST = bff.post({
  session: "required",
  visitorError: "Please log in to add your photo.",
  limits: ({ session }) => [["photo-user", userKey(session.user.id)]],
  call: async ({ session, request }) => {
    const read = await readBodyWithin(request, READ_MAX_BYTES);
    // The rest of a refused body is drained, or the connection closed after the answer.
    if (!read.ok)
      return errorResponse(413, PHOTO_TOO_LARGE, read.drained ? undefined : CLOSE_CONNECTION);
    if (read.bytes.byteLength === 0) throw new Refusal(400, NO_PHOTO);
    return uploadPhoto(session.token, read.bytes);
  },
  reply: (value) =>
    value instanceof Response ? value : { upload: value.upload, warning: value.warning },
  status: 201,
  fallback: "Could not upload your photo. Please try again.",
});
