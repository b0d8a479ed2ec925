/** Cache tag names for catalogue reads; mutations revalidate through these, never by hand. */
export const TAGS = {
  catalogue: "catalogue",
  /** The add-on products offered between the cart and the address (docs/gifting.md). */
  addOns: "addons",
  product: (id: string) => `product:${id}`,
  reviews: (id: string) => `reviews:${id}`,
} as const;
