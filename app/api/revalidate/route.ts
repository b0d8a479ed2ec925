import { revalidateAfter } from "@/lib/backend/revalidate";
import { signedWebhook } from "@/lib/bff/webhook";
import { env } from "@/lib/env";
import { catalogueChange } from "@giftshop/shared/catalogue-webhook";

/**
 * POST /api/revalidate: the backend's signed word that products changed
 * (packages/shared/src/catalogue-webhook.ts); the catalogue's cached reads and the pages made
 * from them expire at once, on every instance (docs/performance.md "The shared page cache").
 * A shop without CATALOGUE_WEBHOOK_SECRET has no such route (404).
 */
export const POST = signedWebhook({
  secret: () => env().CATALOGUE_WEBHOOK_SECRET,
  body: catalogueChange,
  call: ({ products }) => revalidateAfter.catalogueChanged(products),
  fallback: "The catalogue change could not be applied.",
});
