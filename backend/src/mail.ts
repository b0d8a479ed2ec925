/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written to DATA_DIR/outbox/ as an .eml file and one log line names the recipient and the
 * code, so a developer can sign in with no mail server.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { CodePurpose } from "./auth/codes";

export interface CodeMail {
  to: string;
  name: string;
  purpose: CodePurpose | "welcome";
  code: string;
}

export interface Mailer {
  /** Sends a one-time code; resolves once the transport accepted the message. */
  sendCode(mail: CodeMail): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; unset writes to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  log?: (line: string) => void;
}

const SHOP = "Uphaar";

const wording: Record<CodeMail["purpose"], { subject: string; lead: string }> = {
  welcome: {
    subject: `Welcome to ${SHOP}: verify your email`,
    lead: "Thank you for creating an account. Enter this code to verify your email address:",
  },
  verify: {
    subject: `Your ${SHOP} email verification code`,
    lead: "Enter this code to verify your email address:",
  },
  login: {
    subject: `Your ${SHOP} login code`,
    lead: "Enter this code to finish logging in:",
  },
  reset: {
    subject: `Your ${SHOP} password reset code`,
    lead: "Enter this code to choose a new password:",
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The plain-text and HTML bodies of a code mail (exported for the tests). */
export function renderCodeMail({ name, purpose, code }: CodeMail) {
  const { subject, lead } = wording[purpose];
  const greeting = name ? `Hello ${name},` : "Hello,";
  const footer =
    "The code is valid for 10 minutes and works once. If you did not ask for it, ignore this mail: nothing changes without the code.";
  const text = `${greeting}\n\n${lead}\n\n    ${code}\n\n${footer}\n\n${SHOP}, gifts delivered across India`;
  const html = `<!doctype html><html><body style="margin:0;background:#f6f3fb;font-family:Arial,Helvetica,sans-serif;color:#1f1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:24px;font-style:italic;font-weight:700;color:#6d28d9">${SHOP}</td></tr>
<tr><td style="padding-top:20px;font-size:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:8px;font-size:16px">${escapeHtml(lead)}</td></tr>
<tr><td style="padding:20px 0;font-size:32px;font-weight:700;letter-spacing:8px">${code}</td></tr>
<tr><td style="font-size:13px;color:#5b5270">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** Creates the mailer for the configured transport. */
export function createMailer({
  from,
  smtpUrl,
  outboxDir,
  log = console.log,
}: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async sendCode(mail) {
      const { subject, text, html } = renderCodeMail(mail);
      const info = await transport.sendMail({ from, to: mail.to, subject, text, html });
      if (smtpUrl) return;
      fs.mkdirSync(outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(outboxDir, `${Date.now()}-${mail.purpose}-${safeTo}.eml`);
      const message: unknown = "message" in info ? info.message : undefined;
      fs.writeFileSync(file, Buffer.isBuffer(message) ? message : text);
      log(`[mail] ${mail.purpose} code ${mail.code} for ${mail.to} (written to ${file})`);
    },
  };
}
