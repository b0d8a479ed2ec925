import type { Metadata } from "next";

/** Metadata of a shopper's own page (cart, account, checkout steps): titled, never indexed. */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
