import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets `next dev` serve its HMR socket to http://127.0.0.1 as well as localhost.
  allowedDevOrigins: ["127.0.0.1"],
  serverExternalPackages: ["@electric-sql/pglite"],
  images: {
    // Backend images are proxied under the storefront's own origin (app/uploads/[...path]),
    // so the optimizer reads them as local files and BACKEND_URL stays a run-time setting.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/recipients/**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;
