import { addAddress } from "@/lib/backend/account";
import { bff } from "@/lib/bff/handler";
import { ADDRESS_ADDED, addressSchema } from "@/lib/validations/account";

/** POST /api/account/addresses: adds an address; answers the whole list afterwards. */
export const POST = bff.post({
  session: "required",
  body: addressSchema,
  call: ({ session, body }) => addAddress(session.token, body),
  reply: (addresses) => ({ message: ADDRESS_ADDED, addresses }),
  status: 201,
  fallback: "Could not save the address. Please try again.",
});
