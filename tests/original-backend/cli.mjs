// Runs the original backend's stand-in as a process, for a storefront under test or by hand:
//   node tests/original-backend/cli.mjs
// ORIGINAL_BACKEND_PORT (4400) and ORIGINAL_CDN_PORT (4401) choose the ports,
// ORIGINAL_BACKEND_HOST (127.0.0.1) the address, ORIGINAL_RAZORPAY_URL a Razorpay stand-in to
// make checkout orders with (same key id and secret: ORIGINAL_RAZORPAY_KEY_ID/_SECRET), and
// ORIGINAL_BACKEND_LOG=1 prints every request. Each mail is printed with its code, because
// signing in needs the mailed code, and sent through SMTP_URL when it is set (the original
// sends its mail with nodemailer too; the e2e run reads it from its own SMTP server).
import nodemailer from "nodemailer";
import { startOriginalBackend } from "./server.mjs";

const env = process.env;

/** `[original] [mail] Login OTP 482913 for asha@example.com` */
function mailLine({ to, subject, text }) {
  const code = /\b\d{6}\b/.exec(text)?.[0];
  return `[original] [mail] ${subject}${code ? ` ${code}` : ""} for ${to}`;
}

const smtp = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
const sender = env.MAIL_FROM || "GiftNGifts <no-reply@giftngifts.test>";

/** Prints the mail's line and, with SMTP_URL, sends it; a failed send fails the route. */
async function mail(message) {
  console.log(mailLine(message));
  if (smtp) await smtp.sendMail({ from: sender, ...message });
}

const backend = await startOriginalBackend({
  port: Number(env.ORIGINAL_BACKEND_PORT ?? 4400),
  cdnPort: Number(env.ORIGINAL_CDN_PORT ?? 4401),
  host: env.ORIGINAL_BACKEND_HOST ?? "127.0.0.1",
  razorpayUrl: env.ORIGINAL_RAZORPAY_URL || undefined,
  keyId: env.ORIGINAL_RAZORPAY_KEY_ID || undefined,
  keySecret: env.ORIGINAL_RAZORPAY_KEY_SECRET || undefined,
  jwtSecret: env.ORIGINAL_JWT_SECRET || undefined,
  log: env.ORIGINAL_BACKEND_LOG === "1" ? (line) => console.log(`[original] ${line}`) : undefined,
  mail,
});
console.log(`[original] API on ${backend.url}, pictures on ${backend.cdnUrl}`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[original] ${signal}: stopping`);
  await backend.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
