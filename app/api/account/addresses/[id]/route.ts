import { z } from "zod";
import { deleteAddress, updateAddress } from "@/lib/backend/account";
import { bff } from "@/lib/bff/handler";
import { ADDRESS_DELETE_FAILED, ADDRESS_UPDATED, addressSchema } from "@/lib/validations/account";
import { BACKEND_ID } from "@giftshop/shared/validations/ids";

/** One of the shopper's addresses. Ids are opaque; this only bounds them to a path segment's. */
const address = {
  session: "required",
  params: {
    schema: z.object({ id: z.string().regex(BACKEND_ID) }),
    notFound: "Address not found",
  },
} as const;

/** PUT /api/account/addresses/{id}: changes one of the shopper's addresses. */
export const PUT = bff.put({
  ...address,
  body: addressSchema,
  call: ({ session, params, body }) =>
    updateAddress(session.token, session.user.id, params.id, body),
  reply: (addresses) => ({ message: ADDRESS_UPDATED, addresses }),
  fallback: "Could not save the address. Please try again.",
});

/** DELETE /api/account/addresses/{id}: removes one of the shopper's addresses. */
export const DELETE = bff.delete({
  ...address,
  call: ({ session, params }) => deleteAddress(session.token, session.user.id, params.id),
  reply: (addresses) => ({ message: "Address deleted", addresses }),
  fallback: ADDRESS_DELETE_FAILED,
});
