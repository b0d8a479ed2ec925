"use client";

import { AccountError } from "@/components/account/account-error";

/** The account pages' error boundary: the backend is away; say so and offer "Try again". */
export default AccountError;
