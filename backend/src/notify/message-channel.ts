/**
 * SMS and WhatsApp behind one interface (docs/after-the-order.md "Order updates"). The backend
 * ships the outbox: each message is written to DATA_DIR/outbox-messages/ as a text file and one
 * log line names it, as mail's outbox does without SMTP, so development and the tests read what
 * a shopper would receive. A deployment plugs in its provider (an SMS gateway, the WhatsApp
 * Business Platform's template messages) as another MessageChannel.
 */
import fs from "node:fs";
import path from "node:path";

export const MESSAGE_CHANNELS = ["sms", "whatsapp"] as const;

type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/** One short text to one phone. */
interface TextMessage {
  /** The phone in international form: "+919876543210". */
  to: string;
  text: string;
  /** What it is about, for the outbox's file name and the log: "order-on-the-way". */
  kind: string;
}

interface MessageChannel {
  readonly name: MessageChannelName;
  /** Sends `message`; resolves once the channel accepted it, rejects when it did not. */
  send(message: TextMessage): Promise<void>;
}

/** The channels the backend sends on; a channel left out is not offered to shoppers' updates. */
export type MessageChannels = Partial<Record<MessageChannelName, MessageChannel>>;

/** A channel that writes each message to `dir` as `<time>-<channel>-<kind>-<to>.txt`. */
function createOutboxChannel(
  name: MessageChannelName,
  dir: string,
  log: (line: string) => void = console.log,
): MessageChannel {
  return {
    name,
    async send({ to, text, kind }) {
      await fs.promises.mkdir(dir, { recursive: true });
      const safeTo = to.replace(/[^0-9+]/g, "_");
      const file = path.join(dir, `${Date.now()}-${name}-${kind}-${safeTo}.txt`);
      await fs.promises.writeFile(file, `To: ${to}\nChannel: ${name}\n\n${text}\n`);
      log(`[${name}] ${kind} for ${to} (written to ${file})`);
    },
  };
}

/** The outbox channels for SMS and WhatsApp under `dataDir` (server and command-line tools). */
export function outboxChannels(
  dataDir: string,
  log: (line: string) => void = console.log,
): MessageChannels {
  const dir = path.join(dataDir, "outbox-messages");
  return {
    sms: createOutboxChannel("sms", dir, log),
    whatsapp: createOutboxChannel("whatsapp", dir, log),
  };
}

/**
 * A profile's phone as "+91XXXXXXXXXX": ten digits (an Indian mobile), or 91 and ten digits;
 * null for anything else, which no message is sent to.
 */
export function internationalPhone(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, "").replace(/^\+/, "");
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}
