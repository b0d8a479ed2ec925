/**
 * The account screens' spec texts (docs/contract.md, Validation, Messages), without zod, so code in
 * every page's first load (the header's logout) can use them. lib/validations/account.ts re-exports
 * them for its forms and handlers.
 */

export const OTP_INVALID = "Please enter a valid 6-digit OTP.";
export const USER_ID_MISSING = "User ID not found. Please log in again.";
export const OTP_RESENT = "OTP resent successfully!";
export const OTP_RESEND_FAILED = "Failed to resend OTP. Try again later.";
export const OTP_SENT = "OTP sent to your email.";
export const ACCOUNT_CREATED = "Account created successfully!";
export const LOGIN_OTP_FAILED = "OTP verification failed due to a server error.";
export const AFTER_LOGIN_FAILED = "Something went wrong after login.";
export const VERIFY_FAILED = "OTP verification failed.";
export const GENERIC_FAILURE = "Something went wrong";
export const ADDRESS_ADDED = "Address added successfully";
export const ADDRESS_UPDATED = "Address updated successfully";
export const ADDRESS_DELETE_FAILED = "Failed to delete address.";
export const ADDRESS_DUPLICATE = "This address already exists";
export const SELECT_ADDRESS = "Please select a delivery address!";
