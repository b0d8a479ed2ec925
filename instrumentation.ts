/** Runs once when the server starts: a bad configuration stops it with a message naming it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Spans only with an OTLP endpoint configured: the SDK is not even loaded otherwise.
  const { setLogService } = await import("@giftshop/shared/observability/log");
  const { startTracing } = await import("@giftshop/shared/observability/tracing");
  setLogService("storefront");
  await startTracing("storefront");
  const { env } = await import("./lib/env");
  const config = env();
  if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
    throw new Error(
      "AUTH_SECRET is required in production: set it to 32+ random characters (openssl rand -base64 32).",
    );
  }
  // `next build` prerenders with its own workers; the payment check is the running server's.
  if (config.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { refuseUncheckedPaymentsAtStart } = await import("./lib/checkout/payment-check");
    await refuseUncheckedPaymentsAtStart();
  }
  if (config.TRUST_PROXY === 0) {
    const { trustSocketPeerOnly } = await import("./lib/http/socket-peer");
    trustSocketPeerOnly();
  }
  await trimImageMemory();
}

/**
 * next/image encodes each picture once and keeps the file in .next/cache/images, so libvips'
 * own in-memory cache of decoded images and operations only holds memory (docs/performance.md:
 * the storefront's peak RSS). The same `sharp` module instance is the one Next loads.
 */
async function trimImageMemory() {
  try {
    const { default: sharp } = await import("sharp");
    sharp.cache(false);
  } catch {
    // sharp is optional for Next (it falls back to its own encoder); nothing to trim then.
  }
}
