/** Cache tag names for catalogue reads; mutations revalidate through these, never by hand. */
export const TAGS = {
  catalogue: "catalogue",
  product: (id: string) => `product:${id}`,
  reviews: (id: string) => `reviews:${id}`,
} as const;
