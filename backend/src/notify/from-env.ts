/** The notifier a command-line tool tells shoppers with: the configured mail and outboxes. */
import path from "node:path";
import type { Db } from "../db/client";
import type { BackendEnv } from "../env";
import { createMailer } from "../mail";
import { outboxChannels } from "./message-channel";
import { createNotifier } from "./notifier";

/** The notifier over `db` as the backend configured by `env` would tell shoppers. */
export function notifierFromEnv(env: BackendEnv, db: Db) {
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
  });
  return createNotifier({
    db,
    mailer,
    channels: outboxChannels(env.DATA_DIR),
    profile: env.BACKEND_PROFILE,
  });
}
