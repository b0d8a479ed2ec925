"use client";

import { Suspense, lazy } from "react";

// The form is out of the page's first load: most shoppers read reviews, few write one. Its
// chunk still comes as the page hydrates, since the hidden tab's panel is rendered too
// (docs/performance.md "Where the first-load JS is").
const ReviewForm = lazy(() =>
  import("./review-form").then((module) => ({ default: module.ReviewForm })),
);

/** The product's review form, its script fetched when the slot is first rendered. */
export function ReviewFormSlot({ productId }: { productId: string }) {
  return (
    <Suspense fallback={<div className="h-96 animate-pulse rounded-2xl bg-neutral-100" />}>
      <ReviewForm productId={productId} />
    </Suspense>
  );
}
