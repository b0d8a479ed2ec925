// A shopper over plain HTTP: its own address (X-Forwarded-For, which the storefront counts per
// IP and forwards to the backend), a cookie jar for next-auth's session, the Origin header a
// browser sends on a mutation, and every answer's status and time recorded in shared stats.

/** Counts answers by status and keeps every latency, for the figures a scenario prints. */
export class Stats {
  requests = 0;
  /** status → count; 0 is "no answer" (refused, reset, timed out). */
  statuses = new Map();
  latencies = [];
  /** The first few answers of 500 or more, or none at all, to show what went wrong. */
  failures = [];
  startedAt = Date.now();

  record(label, status, ms, detail = "") {
    this.requests += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.latencies.push(ms);
    if ((status === 0 || status >= 500) && this.failures.length < 10) {
      this.failures.push(`${label} → ${status || "no answer"} ${detail}`.trim());
    }
  }

  /** Answers of 500 or more. */
  get serverErrors() {
    let count = 0;
    for (const [status, n] of this.statuses) if (status >= 500) count += n;
    return count;
  }

  get noAnswers() {
    return this.statuses.get(0) ?? 0;
  }

  /** The `q` quantile (0–1) of the latencies, in ms. */
  quantile(q) {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  }

  statusSummary() {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status || "none"}×${n}`)
      .join(" ");
  }
}

export class Shopper {
  /**
   * `journal`, when given, gets an entry per request (`journalText` prints them): what a
   * failure message shows of the shopper's own steps.
   * @param {{ base: string, ip: string, stats?: Stats, timeoutMs?: number, journal?: object[] }} options
   */
  constructor({ base, ip, stats = new Stats(), timeoutMs = 30_000, journal }) {
    this.base = base;
    this.origin = new URL(base).origin;
    this.ip = ip;
    this.stats = stats;
    this.timeoutMs = timeoutMs;
    this.journal = journal;
    this.cookies = new Map();
  }

  /** A shopper with the same cookies, address and journal talking to another storefront instance. */
  at(base) {
    const twin = new Shopper({
      base,
      ip: this.ip,
      stats: this.stats,
      timeoutMs: this.timeoutMs,
      journal: this.journal,
    });
    twin.cookies = this.cookies;
    return twin;
  }

  /** Starts keeping a journal of this shopper's requests (and its twins' from now on). */
  keepJournal() {
    this.journal ??= [];
    return this;
  }

  /**
   * Sends one request; never throws. Resolves `{ status, headers, body, ms }` (`body` parsed
   * when JSON, else text; status 0 when no whole answer arrived, with `cutAfter` the status
   * of an answer that began and then broke off).
   */
  async request(method, path, { json, form, label = path, headers = {}, timeoutMs } = {}) {
    const sent = {
      accept: json || form || path.startsWith("/api/") ? "application/json" : "text/html",
      "x-forwarded-for": this.ip,
      ...headers,
    };
    if (method !== "GET") sent.origin = this.origin;
    if (this.cookies.size > 0) {
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    let body;
    if (json !== undefined) {
      sent["content-type"] = "application/json";
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      sent["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(form).toString();
    }
    const started = performance.now();
    const entry = this.journal && { method, label, sentAt: Date.now() };
    if (entry) this.journal.push(entry);
    let response;
    let text;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: sent,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs ?? this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const ms = performance.now() - started;
      const code = error?.cause?.code ?? error?.name ?? "";
      const cutAfter = response?.status;
      const detail = cutAfter ? `${code}, cut off after ${cutAfter} and part of the body` : code;
      this.stats.record(`${method} ${label}`, 0, ms, detail);
      if (entry) Object.assign(entry, { status: 0, ms, detail });
      return { status: 0, headers: new Headers(), body: null, ms, error, cutAfter };
    }
    const ms = performance.now() - started;
    this.keepCookies(response.headers);
    let parsed = text;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // left as text; the caller sees it is not an object
      }
    }
    const detail = response.status >= 500 ? text.slice(0, 160).replace(/\s+/g, " ") : "";
    this.stats.record(`${method} ${label}`, response.status, ms, detail);
    if (entry) {
      const excerpt = typeof parsed === "string" ? parsed : JSON.stringify(parsed);
      Object.assign(entry, { status: response.status, ms, detail: excerpt.slice(0, 120) });
    }
    return { status: response.status, headers: response.headers, body: parsed, ms };
  }

  keepCookies(headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get = (path, options) => this.request("GET", path, options);
  post = (path, json, options) => this.request("POST", path, { ...options, json });
  put = (path, json, options) => this.request("PUT", path, { ...options, json });

  /** A next-auth credentials call (`signup` or `otp`), as `signIn()` in the browser makes it. */
  async signIn(provider, fields) {
    const csrf = await this.get("/api/auth/csrf", { label: "/api/auth/csrf" });
    if (csrf.status !== 200 || typeof csrf.body?.csrfToken !== "string") return csrf;
    return this.request("POST", `/api/auth/callback/${provider}`, {
      label: `/api/auth/callback/${provider}`,
      form: { ...fields, csrfToken: csrf.body.csrfToken, json: "true" },
    });
  }

  /** Signs up (next-auth's `signup` provider); true when a session cookie came back. */
  async signUp({ name, email, password }) {
    const answer = await this.signIn("signup", { name, email, password });
    return answer.status === 200 && this.hasSession();
  }

  hasSession() {
    return [...this.cookies.keys()].some((name) => name.includes("uphaar.session"));
  }
}

/**
 * A shopper's journal, one request a line: when it was sent (ms after `zero`), what, the
 * answer's status (0: none came) and time, and the start of its body or the failure.
 */
export function journalText(journal, zero) {
  return journal
    .map(({ method, label, sentAt, status, ms, detail }) => {
      const answer = status === undefined ? "no answer yet" : `${status || "no answer"}`;
      const took = ms === undefined ? "" : ` in ${Math.round(ms)} ms`;
      return `  +${sentAt - zero} ms ${method} ${label} → ${answer}${took} ${detail ?? ""}`.trimEnd();
    })
    .join("\n");
}

/** A run-unique tag for emails and addresses, so runs never share an account or a counter. */
export const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A delivery address as the address step sends it. */
const ADDRESS = {
  fullName: "Reliability Shopper",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
};

/**
 * Pays for the cart as the checkout pages do: a provider order for the server's total, the
 * local provider's pay step, then the order. Resolves what happened at each step.
 */
export async function checkOut(shopper) {
  const start = await shopper.post("/api/checkout/start", undefined, {
    label: "/api/checkout/start",
  });
  if (start.status !== 200) return { step: "start", answer: start };
  return payAndOrder(shopper, start.body.payment.orderId);
}

/**
 * The local payment page's part of a checkout: pays provider order `orderId`, then places the
 * order with the signed payment. A shopper whose payment got no answer taps Pay again here.
 */
export async function payAndOrder(shopper, orderId) {
  const pay = await shopper.post(
    "/api/checkout/local-pay",
    { orderId, outcome: "success", method: "upi" },
    { label: "/api/checkout/local-pay" },
  );
  if (pay.status !== 200) return { step: "pay", answer: pay, providerOrderId: orderId };
  const payment = pay.body.payment;
  const placed = await placeOrder(shopper, payment);
  return { step: "order", answer: placed, providerOrderId: orderId, payment };
}

/** POST /api/orders with the provider's signed payment. */
export function placeOrder(shopper, payment, options = {}) {
  return shopper.post(
    "/api/orders",
    { address: ADDRESS, payment },
    { label: "/api/orders", ...options },
  );
}

/** The server's cart as `{ productId: quantity }`, or null when it could not be read. */
export async function cartOf(shopper) {
  const answer = await shopper.get("/api/cart", { label: "/api/cart" });
  if (answer.status !== 200 || !Array.isArray(answer.body?.lines)) return null;
  return Object.fromEntries(answer.body.lines.map((line) => [line.product.id, line.quantity]));
}

/** The shopper's orders from GET /api/orders, or null when they could not be read. */
export async function ordersOf(shopper) {
  const answer = await shopper.get("/api/orders", { label: "/api/orders" });
  if (answer.status !== 200 || !Array.isArray(answer.body?.orders)) return null;
  return answer.body.orders;
}

/** An order whose lines are missing or do not add up to its total. */
export function isHalfOrder(order) {
  const sum = order.items.reduce((total, item) => total + item.price * item.quantity, 0);
  return order.items.length === 0 || sum !== order.totalAmount;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task(index)` for 0…count-1, at most `atOnce` at a time; resolves the results in order.
 * Sign-ups go through this: each hashes a password on purpose slowly (scrypt, ~0.4 s of a
 * core), so a crowd arrives as at a door, a few at a time, not in one instant.
 */
export async function fewAtATime(count, atOnce, task) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
