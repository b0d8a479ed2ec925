import { notFound } from "next/navigation";
import { Suspense } from "react";
import ProductNotFound from "./not-found";

/**
 * The 404 answer for an unknown or malformed product id, with the not-found page in the HTML.
 *
 * A bare notFound() in the page fails React's server render of the whole document, and Next
 * then answers 404 with an empty error shell: the page exists only in the client payload until
 * JavaScript runs (a slow phone, a crawler or a screen reader gets a blank page). Thrown inside
 * a Suspense boundary instead, the server HTML carries the boundary's fallback, which is the
 * not-found page itself; the product page is a cached (ISR) render, whose error handler still
 * sets the 404 status; and in the browser the same notFound() reaches the product pages'
 * not-found.tsx, so the page the shopper sees does not change when it hydrates.
 */
export function GiftNotFound() {
  return (
    <Suspense fallback={<ProductNotFound />}>
      <Gone />
    </Suspense>
  );
}

async function Gone(): Promise<never> {
  notFound();
}
