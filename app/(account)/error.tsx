"use client";

import { AccountError } from "@/components/account/account-error";

/**
 * The error boundary of the account pages (login, verification, profile, addresses, orders,
 * wishlist): the backend is away; say so and offer "Try again".
 */
export default AccountError;
