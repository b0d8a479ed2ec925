/**
 * `npm run reminders:send`: one round of occasion reminders now (reminders/send.ts), judged by
 * the shop's clock (SHOP_CLOCK_FILE when set), mailed through the configured transport. Safe
 * beside running backends: each reminder is claimed once, whoever sends it.
 */
import path from "node:path";
import { clockFromEnv } from "./delivery/clock";
import { loadBackendEnv } from "./env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";
import { createMailer } from "./mail";
import { features } from "./profile";
import { sendDueReminders } from "./reminders/send";

async function main() {
  const env = loadBackendEnv();
  if (!features(env.BACKEND_PROFILE).routes.occasions) {
    throw new RefusedError("BACKEND_PROFILE=contract keeps no occasions to remind of");
  }
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
  });
  await withDatabase(env, async (database) => {
    const round = await sendDueReminders(database.db, mailer, clockFromEnv(env.SHOP_CLOCK_FILE), {
      siteUrl: env.SITE_URL,
    });
    console.log(`reminders: mailed ${round.sent}, ${round.failed} left for the next round`);
    if (round.failed > 0) process.exitCode = 1;
  });
}

runCli("reminders:send", main);
