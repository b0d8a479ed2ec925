/**
 * A real SMTP server (the `smtp-server` package) that the reference backend sends its mail
 * to during the e2e run (playwright.config.ts points SMTP_URL at it), so the specs read the
 * codes a shopper would find in their inbox.
 */
import { SMTPServer } from "smtp-server";

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2525);

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message as the SMTP server received it (headers and MIME parts). */
  raw: string;
}

/** Starts the server; `stop()` closes it. One per spec file (the run uses one worker). */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

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
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
  });

  /** Waits for the next mail to `email` after the `count` already there, and returns it. */
  async function nextMailTo(email: string, count: number, timeoutMs = 10_000) {
    const address = email.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = received.filter((mail) => mail.to.includes(address));
      const mail = mine[count];
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail #${count + 1} to ${email} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, Math.min(left, 250));
      });
    }
  }

  return {
    /** How many mails went to `email` so far. */
    countTo: (email: string) =>
      received.filter((mail) => mail.to.includes(email.toLowerCase())).length,
    /** The 6-digit code of the next mail to `email` (after the `count` already received). */
    async nextCode(email: string, count: number): Promise<string> {
      const mail = await nextMailTo(email, count);
      // The plain-text part carries the code alone on an indented line.
      const code = /^ {4}(\d{6})\r?$/m.exec(mail.raw)?.[1];
      if (!code) throw new Error(`mail to ${email} has no 6-digit code: ${mail.raw}`);
      return code;
    },
    nextMailTo,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
