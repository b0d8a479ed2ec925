"use client";

import { ErrorState } from "@/components/ui/error-state";

/**
 * The error boundary of the product page and its twins: the product could not be loaded
 * (backend down or a broken answer); the shopper can retry.
 */
export default function ProductError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorState
      {...props}
      title="We couldn't load this gift"
      message="Something went wrong on our side. Please try again in a moment."
    />
  );
}
