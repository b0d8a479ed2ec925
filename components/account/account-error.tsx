"use client";

import { ErrorState } from "@/components/ui/error-state";

/**
 * The error boundary of the pages that read the shopper's account from the backend (profile,
 * addresses, wishlist, orders, email verification, login): when the backend is away, a
 * calm message and "Try again", which renders the page afresh once it is back.
 */
export function AccountError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorState
      {...props}
      title="We couldn’t reach your account"
      message="Your account is safe, but we could not load it just now. Please try again in a moment."
    />
  );
}
