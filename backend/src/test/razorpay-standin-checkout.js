// The Razorpay stand-in's checkout.js, served by backend/src/test/razorpay-standin.mjs:
// `window.Razorpay` with the part of checkout.js's API the storefront uses
// (components/checkout/razorpay.ts). The window is built with DOM calls (no markup strings),
// names the order's amount as the stand-in holds it, and never sees the key secret: the
// stand-in records and signs the payment.
(() => {
  "use strict";
  const script = document.currentScript;
  const base = script && script.src ? new URL(script.src).origin : "";

  const el = (tag, props = {}, children = []) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (name === "style") Object.assign(node.style, value);
      else if (name === "text") node.textContent = value;
      else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value);
    }
    for (const child of children) node.appendChild(child);
    return node;
  };

  const rupees = (paise) =>
    `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.json());

  const BUTTON = {
    padding: "0.6em 1em",
    margin: "0.25em",
    borderRadius: "6px",
    border: "1px solid #888",
    background: "#fff",
    color: "#111",
    cursor: "pointer",
    font: "inherit",
  };

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error("No key passed");
      this.options = options;
      this.listeners = {};
      this.root = null;
      this.returnFocus = null;
    }

    on(event, callback) {
      (this.listeners[event] ??= []).push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] ?? []) callback(payload);
    }

    close() {
      if (!this.root) return;
      this.root.remove();
      this.root = null;
      this.returnFocus?.focus?.();
    }

    open() {
      if (this.root) return;
      const { options } = this;
      this.returnFocus = document.activeElement;
      const heading = el("h2", {
        id: "rzp-standin-title",
        text: `Pay ${rupees(options.amount ?? 0)}`,
      });
      const note = [options.name, options.description].filter(Boolean).join(" · ");
      const status = el("p", {
        role: "status",
        "aria-live": "polite",
        style: { minHeight: "1.5em" },
      });
      let busy = false;

      const failed = (error) => {
        status.textContent = `Payment failed: ${error.description}`;
        this.emit("payment.failed", { error });
      };

      const attempt = (path, method) => {
        if (busy) return;
        busy = true;
        status.textContent = "Processing…";
        post(path, { key: options.key, order_id: options.order_id, method })
          .then((answer) => {
            busy = false;
            if (answer?.razorpay_payment_id) {
              this.close();
              options.handler?.(answer);
              return;
            }
            failed(answer?.error ?? { code: "BAD_REQUEST_ERROR", description: "Payment failed" });
          })
          .catch(() => {
            busy = false;
            failed({
              code: "GATEWAY_ERROR",
              description: "the network is unreachable",
              source: "NA",
              step: "NA",
              reason: "network_error",
              metadata: { order_id: options.order_id },
            });
          });
      };

      const dismiss = () => {
        this.close();
        options.modal?.ondismiss?.();
      };

      const button = (text, onclick, extra = {}) =>
        el("button", { type: "button", text, style: BUTTON, onclick, ...extra });
      const first = button("Pay with UPI", () => attempt("/v1/standin/pay", "upi"));
      const dialog = el(
        "div",
        {
          role: "dialog",
          "aria-modal": "true",
          "aria-labelledby": "rzp-standin-title",
          style: {
            background: "#fff",
            color: "#111",
            padding: "1.5em",
            borderRadius: "10px",
            maxWidth: "22em",
            width: "90%",
            position: "relative",
            fontFamily: "system-ui, sans-serif",
            borderTop: `6px solid ${options.theme?.color ?? "#3395ff"}`,
          },
          onkeydown: (event) => {
            if (event.key === "Escape") dismiss();
          },
        },
        [
          button("×", dismiss, {
            "aria-label": "Close",
            style: { ...BUTTON, position: "absolute", top: "0.25em", right: "0.25em" },
          }),
          heading,
          el("p", { text: note }),
          el("p", { text: "Razorpay stand-in: test payments, no money is taken." }),
          first,
          button("Pay with card", () => attempt("/v1/standin/pay", "card")),
          button("Simulate failure", () => attempt("/v1/standin/fail", "card")),
          status,
        ],
      );
      this.root = el(
        "div",
        {
          style: {
            position: "fixed",
            inset: "0",
            background: "rgba(0,0,0,0.5)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            zIndex: "2147483647",
          },
        },
        [dialog],
      );
      document.body.appendChild(this.root);
      first.focus();

      // The amount Razorpay shows is the order's, not the page's.
      const order = encodeURIComponent(options.order_id);
      fetch(`${base}/v1/standin/orders/${order}?key_id=${encodeURIComponent(options.key)}`)
        .then((response) => response.json())
        .then((found) => {
          if (typeof found?.amount === "number")
            heading.textContent = `Pay ${rupees(found.amount)}`;
        })
        .catch(() => {});
    }
  }

  window.Razorpay = Razorpay;
})();
