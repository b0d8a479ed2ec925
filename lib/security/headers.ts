/**
 * The storefront's security headers (docs/security.md). Two Content-Security-Policies:
 * - cached pages (catalogue, policies) are the same bytes for everyone, so they cannot carry a
 *   per-request nonce; their policy allows inline scripts ('unsafe-inline') and nothing from
 *   another origin, and each cached version of a page also carries a second policy, from the
 *   page cache, that allows only that version's own inline scripts, by hash (both are
 *   enforced: lib/security/csp-cache-handler.mjs). Pages rendered per request outside the
 *   nonce list (search results, recipient and subcategory lists) and hosts that keep their own
 *   page cache (Vercel) have the first policy only;
 * - the account and checkout pages render per request, so proxy.ts gives each response a nonce
 *   and only scripts carrying it (and what they load, 'strict-dynamic') run there.
 * Both forbid plugins, <base>, framing and form posts to other sites.
 */
import { foldersWhere } from "../routing/routes";

/**
 * Pages that render per request and get a nonce-based policy from proxy.ts: a shopper's own
 * pages and the sign-in pages (lib/routing/routes.ts).
 */
export const NONCE_PAGES = foldersWhere((route) => route.session || route.signIn);

/** Razorpay's checkout.js opens its window from these origins (components/checkout/razorpay.ts). */
const RAZORPAY = "https://checkout.razorpay.com https://api.razorpay.com";

/**
 * The origin of RAZORPAY_CHECKOUT_URL (a test shop's Razorpay stand-in), which its checkout.js
 * loads from, calls and may frame; "" when unset (lib/env.ts has checked the URL at start).
 */
function checkoutOrigin(checkoutUrl: string | undefined): string {
  if (!checkoutUrl) return "";
  try {
    return ` ${new URL(checkoutUrl).origin}`;
  } catch {
    return "";
  }
}

/**
 * The Content-Security-Policy value; with `nonce`, scripts need it, and Razorpay's origins (and
 * `checkoutUrl`'s, RAZORPAY_CHECKOUT_URL unless given) are allowed for its payment window.
 */
export function contentSecurityPolicy({
  nonce,
  dev = false,
  checkoutUrl = process.env.RAZORPAY_CHECKOUT_URL,
}: { nonce?: string; dev?: boolean; checkoutUrl?: string } = {}): string {
  // React's development build evaluates code for its error overlay; production never does.
  const evalInDev = dev ? " 'unsafe-eval'" : "";
  const payments = nonce ? `${RAZORPAY}${checkoutOrigin(checkoutUrl)}` : "";
  // Browsers that know 'strict-dynamic' ignore host sources; older ones need the stand-in's.
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${checkoutOrigin(checkoutUrl)}${evalInDev}`
    : `'self' 'unsafe-inline'${evalInDev}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Inline style attributes (next/image, Radix positioning) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    // Product pictures come through the storefront's own /uploads and /_next/image.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${nonce ? ` ${payments}` : ""}`,
    `frame-src ${nonce ? payments : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Whether answers carry Strict-Transport-Security: a production build for a shop whose address
 * (SITE_URL) is https. A build for an http address (a local or test shop) sends none: browsers
 * ignore it over http anyway, and a browser that once reached that host over https would keep
 * it, and its subdomains, on https for two years.
 */
export function sendsHsts({ production, siteUrl }: { production: boolean; siteUrl: string }) {
  return production && new URL(siteUrl).protocol === "https:";
}

/** Headers for every response (next.config.ts); HSTS when `sendsHsts` says so. */
export function securityHeaders({ hsts }: { hsts: boolean }): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self)",
    },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (hsts) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains",
    });
  }
  return headers;
}

/** next.config `source` matching every path except the NONCE_PAGES (and what is under them). */
export const CACHED_PAGES_SOURCE = `/((?!(?:${NONCE_PAGES.join("|")})(?:/|$)).*)`;
