/**
 * The operator's side of a journey (docs/after-the-order.md): what `npm run order:status` does,
 * through the backend's operator call, since the e2e backend's PGlite database is held by its
 * own process and a CLI cannot open it beside it.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_OPERATOR_TOKEN, e2eServerEnv } from "../../../scripts/lib/e2e-env.mjs";

/** Records order `orderId` as Delivered with `photo` (JPEG bytes) as its proof. */
export async function deliverWithPhoto(
  request: APIRequestContext,
  orderId: string,
  photo: Buffer,
): Promise<void> {
  const { BACKEND_URL } = e2eServerEnv();
  const answer = await request.post(`${BACKEND_URL}/api/operator/orders/${orderId}/delivered`, {
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "image/jpeg" },
    data: photo,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
