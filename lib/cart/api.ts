/** The browser's calls to the storefront's own cart and wishlist handlers (app/api/cart, app/api/wishlist). */
import { z } from "zod";
import type { CartLine, CartProduct } from "@/lib/types";

const cartProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  brand: z.string(),
  sellerId: z.string(),
  price: z.number(),
  oldPrice: z.number(),
  discount: z.number(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string(),
}) satisfies z.ZodType<CartProduct>;

const cartLines = z
  .object({ lines: z.array(z.object({ product: cartProductSchema, quantity: z.number().int() })) })
  .transform((answer): CartLine[] => answer.lines);

const wishlistItems = z
  .object({ items: z.array(cartProductSchema) })
  .transform((answer): CartProduct[] => answer.items);

const errorAnswer = z.object({ error: z.string().min(1) });

/** A handler's answer: the parsed value, or why not (status 0 when no answer arrived). */
export type CartApiResult<T> =
  { ok: true; value: T } | { ok: false; status: number; error: string | undefined };

async function call<T>(
  path: string,
  schema: z.ZodType<T, unknown>,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; keepalive?: boolean } = {},
): Promise<CartApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      cache: "no-store",
      // A quantity change sent as the tab closes must still arrive.
      keepalive: init.keepalive,
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, error: undefined };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = errorAnswer.safeParse(json);
    return {
      ok: false,
      status: response.status,
      error: refusal.success ? refusal.data.error : undefined,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`[cart] ${path} answered a shape the store cannot use:`, parsed.error.message);
    return { ok: false, status: response.status, error: undefined };
  }
  return { ok: true, value: parsed.data };
}

/** The cart and wishlist calls the store makes; each resolves, never rejects. */
export const cartApi = {
  getCart: () => call("/api/cart", cartLines),
  add: (productId: string, quantity: number) =>
    call("/api/cart", cartLines, {
      method: "POST",
      body: { productId, quantity },
    }),
  setQuantity: (productId: string, quantity: number) =>
    call("/api/cart", cartLines, {
      method: "PUT",
      body: { productId, quantity },
      keepalive: true,
    }),
  remove: (productId: string) =>
    call(`/api/cart/${encodeURIComponent(productId)}`, cartLines, {
      method: "DELETE",
    }),
  clear: () => call("/api/cart", cartLines, { method: "DELETE" }),
  getWishlist: () => call("/api/wishlist", wishlistItems),
  addToWishlist: (productId: string) =>
    call("/api/wishlist", wishlistItems, { method: "POST", body: { productId } }),
  removeFromWishlist: (productId: string) =>
    call(`/api/wishlist/${encodeURIComponent(productId)}`, wishlistItems, {
      method: "DELETE",
    }),
};
