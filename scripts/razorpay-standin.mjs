// Starts the local Razorpay stand-in (backend/src/test/razorpay-standin.mjs) for a test shop:
//   RAZORPAY_KEY_ID=rzp_test_… RAZORPAY_KEY_SECRET=… node scripts/razorpay-standin.mjs
// RAZORPAY_STANDIN_PORT (default 4350) and RAZORPAY_STANDIN_ORIGINS (comma-separated storefront
// origins the browser calls it from; any when unset) are optional.
import { startRazorpayStandin } from "../backend/src/test/razorpay-standin.mjs";

const port = Number(process.env.RAZORPAY_STANDIN_PORT || 4350);
const origins = (process.env.RAZORPAY_STANDIN_ORIGINS ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean);

try {
  const standin = await startRazorpayStandin({
    port,
    keyId: process.env.RAZORPAY_KEY_ID,
    keySecret: process.env.RAZORPAY_KEY_SECRET,
    origins,
    log: (line) => console.log(`[razorpay-standin] ${line}`),
  });
  console.log(`Razorpay stand-in (test payments only) on ${standin.url}`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(`razorpay-standin: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
