/**
 * The inbox the e2e specs read: a real SMTP server (the `smtp-server` package) that the
 * reference backend sends its mail to during the run (playwright.config.ts points SMTP_URL
 * at it), so the specs read the codes a shopper would find in their inbox.
 *
 * One server serves the whole run (tests/e2e/global-setup.ts starts it). It files each
 * message it receives as a JSON file in MAIL_DIR, which every worker reads: the specs run on
 * several workers at once, and only one process can listen on the SMTP port.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2525);

/** Where the run's mail is filed, one JSON file per message. */
const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR || ".data/e2e-mail");

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message as the SMTP server received it (headers and MIME parts). */
  raw: string;
}

/**
 * Starts the run's SMTP server on SMTP_PORT with an empty MAIL_DIR; `stop()` closes it.
 * Files are named by arrival (a zero-padded counter), so reading them in name order gives
 * the order the server received them.
 */
export async function startMailServer() {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          raw,
        };
        const name = `${String(++received).padStart(6, "0")}.json`;
        // Written aside and renamed, so a reader never sees half a message.
        const tmp = path.join(MAIL_DIR, `.${name}.${randomBytes(4).toString("hex")}`);
        fs.writeFileSync(tmp, JSON.stringify(mail));
        fs.renameSync(tmp, path.join(MAIL_DIR, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return {
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every mail to `address` (lower case) so far, in the order the server received them. */
function mailsTo(address: string): ReceivedMail[] {
  let names: string[];
  try {
    names = fs.readdirSync(MAIL_DIR);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits for the next mail to `email` after the `count` already there, and returns it. */
async function nextMailTo(email: string, count: number, timeoutMs = 10_000) {
  const address = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address)[count];
    if (mail) return mail;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no mail #${count + 1} to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, 100)));
  }
}

/** The run's inbox, as a spec reads it. */
export const mailbox = {
  /** How many mails went to `email` so far. */
  countTo: (email: string) => mailsTo(email.toLowerCase()).length,
  /** The 6-digit code of the next mail to `email` (after the `count` already received). */
  async nextCode(email: string, count: number): Promise<string> {
    const mail = await nextMailTo(email, count);
    // The reference backend's plain-text part carries the code alone on an indented line; the
    // original backend's one line reads "Your OTP is 123456." or "Your OTP is: 123456".
    const code = (/^ {4}(\d{6})\r?$/m.exec(mail.raw) ?? /\bOTP is:? (\d{6})\b/.exec(mail.raw))?.[1];
    if (!code) throw new Error(`mail to ${email} has no 6-digit code: ${mail.raw}`);
    return code;
  },
  nextMailTo,
};

export type Mailbox = typeof mailbox;
