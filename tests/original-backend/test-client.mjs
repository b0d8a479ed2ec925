// What the stand-in's tests share: a small HTTP client that reports status, headers and body
// (JSON when it parses) without following redirects, and a signed-up shopper.

/**
 * @typedef {{status: number, headers: Headers, body: any, text: string}} Answer
 * @typedef {{json?: unknown, form?: Record<string, string>, cookie?: string, bearer?: string,
 *   headers?: Record<string, string>, body?: string | FormData}} Send
 */

/** A caller of the server at `baseUrl`: `call(method, path, send)`. */
export function client(baseUrl) {
  /**
   * @param {string} method @param {string} path @param {Send} [send]
   * @returns {Promise<Answer>}
   */
  return async (method, path, send = {}) => {
    const headers = { ...send.headers };
    let body = send.body;
    if (send.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(send.json);
    }
    if (send.form) body = new URLSearchParams(send.form).toString();
    if (send.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (send.cookie) headers.cookie = `token=${send.cookie}`;
    if (send.bearer) headers.authorization = `Bearer ${send.bearer}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: "manual",
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: HTML pages and redirects stay text.
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

let shoppers = 0;

/** A fresh address for each shopper, so that tests do not depend on each other. */
export function newEmail(name = "shopper") {
  shoppers += 1;
  return `${name}.${process.pid}.${shoppers}@example.com`;
}

/**
 * Registers a shopper and answers their JWT and user id (from the token, as §7 advises).
 * @param {ReturnType<typeof client>} call
 */
export async function signUp(call, email = newEmail(), password = "Secret#123") {
  const answer = await call("POST", "/api/auth/register", {
    json: { name: "Asha Rao", email, password },
  });
  if (answer.body?.success !== true) throw new Error(`register failed: ${answer.text}`);
  const token = String(answer.body.token);
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  return { token, id: String(payload.id), email, password };
}

/** A wrapped address as the original wants it. */
export const ADDRESS = {
  fullName: "Asha Rao",
  phoneNumber: "9876543210",
  address: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560001",
  country: "India",
};
