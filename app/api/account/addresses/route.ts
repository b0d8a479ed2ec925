import { addAddress } from "@/lib/backend/account";
import { readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { ADDRESS_ADDED, addressSchema } from "@/lib/validations/account";

/** POST /api/account/addresses: adds an address; answers the whole list afterwards. */
export async function POST(request: Request) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const body = await readJson(request, addressSchema);
  if (!body.ok) return body.response;
  const saved = await withBackend(
    () => addAddress(session.value.token, body.data),
    "Could not save the address. Please try again.",
  );
  if (!saved.ok) return saved.response;
  return privateJson({ message: ADDRESS_ADDED, addresses: saved.value }, { status: 201 });
}
