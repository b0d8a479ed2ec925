import type { NextConfig } from "next";
import { CACHE_LIFE } from "./lib/cache-life";
import { LIST_VIEW_REWRITE } from "./lib/catalogue/list-view-rewrite";
import { PINCODE_VIEW_REWRITE } from "./lib/delivery/pincode-view";
import { loadStorefrontEnv, remoteImages } from "./lib/env";
import { VARIANT_VIEW_REWRITE } from "./lib/gifting/variant-view";
import { IMAGE_OPTIMISER } from "./lib/images";
import {
  CACHED_PAGES_SOURCE,
  contentSecurityPolicy,
  securityHeaders,
  sendsHsts,
} from "./lib/security/headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  // NEXT_OUTPUT=standalone at build time: .next/standalone/server.js with the node_modules it
  // traced, for a Node host or a container (docs/deploy.md; scripts/standalone.mjs copies
  // public/ and .next/static next to it). Unset: `next start` and Vercel's own output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on rendered pages: Next computes it by hashing the whole HTML in JavaScript on
  // every answer, a third of the server's CPU on a cached home page (docs/performance.md).
  generateEtags: false,
  // Lets `next dev` serve its HMR socket to http://127.0.0.1 as well as localhost.
  allowedDevOrigins: ["127.0.0.1"],
  // ioredis (rate-limit counters, the shared page cache) is loaded from node_modules at run
  // time, not bundled; so are prom-client (one metrics registry for every route) and the
  // OpenTelemetry SDK, which instrumentation.ts loads only when tracing is configured. The
  // root package.json names them (packages/shared uses them) so that the root's node_modules,
  // where an external is required from, holds these versions and not older ones other tools
  // bring.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "ioredis",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-base",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/context-async-hooks",
    "@opentelemetry/core",
    "@opentelemetry/resources",
  ],
  // The shop's page cache on Next's documented cacheHandler interface, shared by the instances
  // through Redis when REDIS_URL is set (lib/cache/shared-page-cache.mjs, docs/performance.md
  // "The shared page cache"), plus a policy on each cached page allowing only its inline
  // scripts, by hash (lib/security/csp-cache-handler.mjs). Used by `next build`, `next start`
  // and standalone servers; plain JavaScript, since Next imports it without compiling.
  cacheHandler: require.resolve("./lib/security/csp-cache-handler.mjs"),
  async rewrites() {
    // Common product lists to their cached twin, under the key proxy.ts names; a product page
    // to its pincode twin, under the shopper's pincode that proxy.ts names (that twin reads
    // `?variant=` itself); else `?variant=` to the variant twin, under the variant proxy.ts names.
    return {
      beforeFiles: [LIST_VIEW_REWRITE, PINCODE_VIEW_REWRITE, VARIANT_VIEW_REWRITE],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    // `next build` calls this once and freezes the answer into the build, so HSTS follows the
    // SITE_URL the build sees, as the prerendered pages' links do (docs/security.md).
    const hsts = sendsHsts({ production, siteUrl: loadStorefrontEnv().SITE_URL });
    return [
      { source: "/:path*", headers: securityHeaders({ hsts }) },
      {
        // The account and checkout pages get a nonce-based policy from proxy.ts instead. A
        // cached page gets a second policy from the cache handler, narrowing its scripts to
        // its own by hash; the browser enforces both.
        source: CACHED_PAGES_SOURCE,
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev: !production }) },
        ],
      },
    ];
  },
  images: {
    // Backend images are proxied under the storefront's own origin (app/uploads/[...path]),
    // so the optimizer reads them as local files and BACKEND_URL stays a run-time setting.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/recipients/**" }],
    // Product pictures on a picture host (the original backend's are on res.cloudinary.com):
    // only the exact hosts an operator lists in IMAGE_HOSTS, never a wildcard (an open proxy).
    // Frozen into the build like the rest of this object: set it for `next build` too.
    ...remoteImages(loadStorefrontEnv().IMAGE_HOSTS),
    // WebP only: AVIF takes several times the CPU and memory to encode on a picture's first
    // request, and the shop's pictures are 10-16 kB as WebP already (docs/performance.md).
    formats: ["image/webp"],
    // Widths and quality from lib/images.ts, where the product cards write their URLs too.
    ...IMAGE_OPTIMISER,
    minimumCacheTTL: CACHE_LIFE.resizedPicture,
  },
};

export default nextConfig;
