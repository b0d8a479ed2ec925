/** The link-looking buttons beside the account forms (Resend OTP, Back, Change email). */
export const textButtonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-60";
