/** @jest-environment node */
import { config } from "@/proxy";
import {
  CACHED_PAGES_SOURCE,
  NONCE_PAGES,
  contentSecurityPolicy,
  securityHeaders,
  sendsHsts,
} from "@/lib/security/headers";

// The policies themselves are proved in Chromium (tests/e2e/security.spec.ts); these keep the
// two places that list the nonce pages, and the policy's fixed rules, from drifting.

/** Whether next.config's cached-pages `source` (a path-to-regexp regex group) covers `path`. */
function cachedPolicyCovers(path: string): boolean {
  const pattern = new RegExp(`^${CACHED_PAGES_SOURCE.replace(/^\//, "\\/")}$`);
  return pattern.test(path);
}

describe("security headers", () => {
  test("every nonce page runs through the proxy, and none gets the cached pages' policy", () => {
    for (const page of NONCE_PAGES) {
      expect(
        config.matcher.some((entry) => entry === `/${page}` || entry.startsWith(`/${page}/`)),
      ).toBe(true);
      expect(cachedPolicyCovers(`/${page}`)).toBe(false);
    }
    expect(cachedPolicyCovers("/payment/local")).toBe(false);
  });

  test("catalogue and policy pages keep the cached pages' policy", () => {
    for (const path of ["/", "/productlist", "/products/abc", "/order-tracking", "/Reset_pass"]) {
      expect(cachedPolicyCovers(path)).toBe(true);
    }
  });

  test("both policies forbid plugins, <base>, framing and foreign form posts", () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({ nonce: "abc" })]) {
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).not.toContain("unsafe-eval");
    }
  });

  test("a nonce policy allows only scripts with the nonce", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" });
    expect(policy).toMatch(/script-src 'self' 'nonce-abc' 'strict-dynamic'(;|$)/);
    expect(policy).not.toContain("'unsafe-inline' ");
  });

  test("a test shop's Razorpay stand-in is allowed on the checkout pages only", () => {
    const checkoutUrl = "http://127.0.0.1:4350/v1/checkout.js";
    const nonced = contentSecurityPolicy({ nonce: "abc", checkoutUrl });
    for (const directive of ["script-src", "connect-src", "frame-src"]) {
      const value = nonced.split("; ").find((part) => part.startsWith(`${directive} `));
      expect(value).toContain("http://127.0.0.1:4350");
    }
    expect(contentSecurityPolicy({ checkoutUrl })).not.toContain("127.0.0.1:4350");
    // Unset, only Razorpay's own origins are.
    expect(contentSecurityPolicy({ nonce: "abc", checkoutUrl: undefined })).not.toContain("http:");
  });

  test("HSTS only for a production build whose address is https", () => {
    const hsts = (production: boolean, siteUrl: string) => sendsHsts({ production, siteUrl });
    expect(hsts(true, "https://uphaar.example")).toBe(true);
    expect(hsts(true, "http://127.0.0.1:3100")).toBe(false);
    expect(hsts(true, "http://localhost:3000")).toBe(false);
    expect(hsts(false, "https://uphaar.example")).toBe(false);
  });

  test("the HSTS header is sent when asked for, beside the headers every answer has", () => {
    const names = (hsts: boolean) => securityHeaders({ hsts }).map((header) => header.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
  });
});
