/** A mailer that keeps what it was asked to send, for tests that read mails as data. */
import type { Mailer } from "../mail";

/** One mail asked of the mailer: which method, to whom, and what it was given. */
export interface RecordedMail {
  kind: keyof Mailer;
  to: string;
  mail: Parameters<Mailer[keyof Mailer]>[0];
}

/** A Mailer recording into `sent`; `fail(kind)` true makes that send reject. */
export function recordingMailer(
  sent: RecordedMail[],
  fail: (kind: keyof Mailer) => boolean = () => false,
): Mailer {
  const record =
    <K extends keyof Mailer>(kind: K) =>
    async (mail: Parameters<Mailer[K]>[0]) => {
      if (fail(kind)) throw new Error(`${kind}: SMTP down`);
      sent.push({ kind, to: mail.to, mail });
    };
  return {
    sendCode: record("sendCode"),
    sendResetLocked: record("sendResetLocked"),
    sendOrderPlaced: record("sendOrderPlaced"),
    sendEmailChanged: record("sendEmailChanged"),
    sendOrderCancelled: record("sendOrderCancelled"),
    sendRefundProcessed: record("sendRefundProcessed"),
    sendOccasionReminder: record("sendOccasionReminder"),
    sendOrderUpdate: record("sendOrderUpdate"),
    sendDeliveryMoved: record("sendDeliveryMoved"),
  };
}
