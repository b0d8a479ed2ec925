import { z } from "zod";
import { deleteAddress, updateAddress } from "@/lib/backend/account";
import { errorResponse, readJson } from "@/lib/http/bff";
import { privateJson, sameSiteOr403, sessionOr401, withBackend } from "@/lib/http/account";
import { ADDRESS_DELETE_FAILED, ADDRESS_UPDATED, addressSchema } from "@/lib/validations/account";

type Context = { params: Promise<{ id: string }> };

// Ids are opaque to the storefront; this only bounds them to what a path segment can hold.
const addressId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

async function idFrom(context: Context) {
  const parsed = addressId.safeParse((await context.params).id);
  return parsed.success ? parsed.data : null;
}

/** PUT /api/account/addresses/{id}: changes one of the shopper's addresses. */
export async function PUT(request: Request, context: Context) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const id = await idFrom(context);
  if (!id) return errorResponse(404, "Address not found");
  const body = await readJson(request, addressSchema);
  if (!body.ok) return body.response;
  const { token, user } = session.value;
  const saved = await withBackend(
    () => updateAddress(token, user.id, id, body.data),
    "Could not save the address. Please try again.",
  );
  if (!saved.ok) return saved.response;
  return privateJson({ message: ADDRESS_UPDATED, addresses: saved.value });
}

/** DELETE /api/account/addresses/{id}: removes one of the shopper's addresses. */
export async function DELETE(request: Request, context: Context) {
  const origin = sameSiteOr403(request);
  if (!origin.ok) return origin.response;
  const session = await sessionOr401();
  if (!session.ok) return session.response;
  const id = await idFrom(context);
  if (!id) return errorResponse(404, "Address not found");
  const { token, user } = session.value;
  const removed = await withBackend(() => deleteAddress(token, user.id, id), ADDRESS_DELETE_FAILED);
  if (!removed.ok) return removed.response;
  return privateJson({ message: "Address deleted", addresses: removed.value });
}
