/**
 * How a backend says a session is over without a 401. The shop's original backend answers
 * HTTP 200 `{ success: false }` with "Not Authorized. Login Again", or with the jsonwebtoken
 * library's own text for a token it cannot accept (docs/original-backend.md §2). The storefront
 * treats these like a 401: the session ends and the shopper signs in again.
 */

const NOT_AUTHORIZED = /^not authori[sz]ed\.? login again\.?$/i;
/** jsonwebtoken's refusals: "jwt malformed", "jwt expired", "invalid signature", "invalid token", … */
const JWT_REFUSAL = /^(jwt [a-z ]+|invalid (signature|token))$/i;

/** Whether a refusal's message says the session's token is no longer accepted. */
export function isDeadSessionMessage(message: string | undefined): boolean {
  const text = message?.trim() ?? "";
  return NOT_AUTHORIZED.test(text) || JWT_REFUSAL.test(text);
}
