/** True when Postgres refused a row for breaking a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ("code" in e && e.code === "23505") return true;
  }
  return false;
}

// SQLSTATE classes 08 (connection exception) and 57P01–57P03 (the server shutting down,
// crashed or starting up), and the socket errors `pg` passes on when it cannot connect.
const UNAVAILABLE_SQLSTATES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);
// `pg` raises these without a code when a connection dies or cannot be made in time.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

// Duck-typed: under jest, errors raised by node's sockets come from another realm.
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === "object" && value !== null;

/**
 * True when `error` means the database could not be reached (down, restarting, connection
 * dropped), not that the query was wrong: the request may succeed if it is simply tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; isErrorLike(e) && depth < 8; depth++, e = e.cause) {
    const { code, message, errors } = e;
    if (typeof code === "string") {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    // Connecting to a name with several addresses fails with one error per address.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
