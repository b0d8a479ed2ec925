/** The backend app on a fresh database loaded with the fixture catalogue, for one test file. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type AppOptions } from "../app";
import { createDeliveries } from "../deliveries";
import type { RateLimitOptions } from "../lib/rate-limit";
import type { CodePurpose } from "../auth/codes";
import { createMailer } from "../mail";
import { createLocalProvider, type LocalPaymentProvider } from "../payments/local";
import type { Database } from "../db/client";
import type { BackendProfile } from "../profile";
import { applyCatalogue } from "../seed/apply";
import { applyDeliveryFixture } from "./delivery-fixture";
import { addExtraProducts, fixtureCatalogue } from "./fixture";
import { applyGiftingFixture } from "./gifting-fixture";
import { perFile } from "./per-file";
import { openTestDatabase } from "./test-db";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  uploadsDir: string;
  /** Where the app's mails land (.eml files written by nodemailer). */
  outboxDir: string;
  /** The app's payment provider (local, signing with TEST_PAYMENT_SECRET). */
  payments: LocalPaymentProvider;
  /** The code of the newest mail of `purpose` sent to `email`, or null. */
  lastCode(email: string, purpose?: CodePurpose | "welcome"): string | null;
  /** How many mails went to `email`. */
  mailCount(email: string): number;
  /**
   * Waits for the mail the app sends after answering (code requests); the helpers below wait
   * for it themselves, a request that reached the app some other way (a socket) does not.
   */
  mailSent(): Promise<void>;
  /** Sends any request; a non-string body goes as JSON; `token` goes as a bearer header. */
  send(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** GET `path` and parse the JSON answer. */
  get(path: string): Promise<{ status: number; body: unknown }>;
  /** Sets the instant delivery promises judge by (the app's clock); null: the real time. */
  setNow(at: Date | null): void;
  /** POST `body` as JSON (a string is sent as-is) and parse the JSON answer. */
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** A JSON object as an answer's body is read in tests. */
export type Json = Record<string, unknown>;

/** What `TestApp.send` answers. */
export type Answer = Awaited<ReturnType<TestApp["send"]>>;

/** The local provider's secret in tests, so a test can sign payments and webhooks itself. */
export const TEST_PAYMENT_SECRET = "test-local-payment-secret-0123456789abcdef";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function answer(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: tests that care assert on the raw text.
  }
  return { status: response.status, body };
}

type TestAppOptions = {
  seedFixture?: boolean;
  /** Also write the delivery fixture (test/delivery-fixture.ts); default with the catalogue. */
  seedDelivery?: boolean;
  /** Also write gifting's products (test/gifting-fixture.ts); default no. */
  seedGifting?: boolean;
  /** How many products to add beyond the fixture's (fixture.ts, `addExtraProducts`); default 0. */
  extraProducts?: number;
  rateLimits?: RateLimitOptions;
  profile?: BackendProfile;
};

/**
 * Creates the app over a fresh database; `seedFixture: false` leaves the catalogue empty;
 * `rateLimits` replaces the default limiter (the reliability suite scales it up); `profile`
 * picks full (default) or contract answers (profile.ts).
 */
export async function createTestApp({
  seedFixture = true,
  seedDelivery = seedFixture,
  seedGifting = false,
  extraProducts = 0,
  rateLimits,
  profile,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (seedFixture) await applyCatalogue(database.db, fixtureCatalogue());
  if (seedDelivery) await applyDeliveryFixture(database.db);
  if (seedGifting) await applyGiftingFixture(database.db);
  // After the delivery fixture: extra products keep no delivery kind, so they go by courier.
  if (extraProducts > 0) await addExtraProducts(database.db, extraProducts);
  let now: Date | null = null;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-uploads-"));
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-outbox-"));
  const mailer = createMailer({ from: "Uphaar <test@uphaar.example>", outboxDir, log: () => {} });
  const payments = createLocalProvider({ secret: TEST_PAYMENT_SECRET });
  // Mail goes out after the answer; every helper below waits for it before returning, so a
  // test reads the outbox as a shopper would find it a moment later. Retries are quick here.
  const deliveries = createDeliveries({ retryDelaysMs: [10, 10] });
  // A light scrypt cost keeps the suites quick; passwords.test.ts checks the real default.
  const app = createApp({
    db: database.db,
    uploadsDir,
    mailer,
    paymentProvider: payments,
    passwordCost: { N: 2 ** 12, r: 8, p: 1 },
    deliveries,
    clock: () => now ?? new Date(),
    ...(rateLimits ? { rateLimits } : {}),
    ...(profile ? { profile } : {}),
  });
  /** `app.request`, then the mail it set off. */
  const request: typeof app.request = async (...args) => {
    const response = await app.request(...args);
    await deliveries.settled();
    return response;
  };
  const mails = () =>
    fs
      .readdirSync(outboxDir)
      .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]) || a.localeCompare(b))
      .map((file) => ({ file, text: fs.readFileSync(path.join(outboxDir, file), "utf8") }));
  const mailsTo = (email: string) =>
    mails().filter(({ text }) => new RegExp(`^To: .*${escapeRegExp(email)}`, "im").test(text));
  return {
    app,
    database,
    uploadsDir,
    outboxDir,
    payments,
    lastCode: (email, purpose) => {
      const found = mailsTo(email).filter(({ file }) => !purpose || file.includes(`-${purpose}-`));
      const last = found.at(-1);
      return last?.text.match(/^ {4}(\d{6})$/m)?.[1] ?? null;
    },
    mailCount: (email) => mailsTo(email).length,
    mailSent: () => deliveries.settled(),
    setNow: (at) => {
      now = at;
    },
    send: async (method, p, { body, token, headers = {} } = {}) => {
      const response = await request(p, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      return { ...(await answer(response)), headers: response.headers };
    },
    get: async (p) => answer(await request(p)),
    post: async (p, body) =>
      answer(
        await request(p, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    close: async () => {
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** One test app for the whole file (see `perFile`): `const t = testAppPerFile()`. */
export const testAppPerFile = (options: TestAppOptions = {}): TestApp =>
  perFile(() => createTestApp(options));

/**
 * A second app over `t`'s database and folders, for a test that wires something of its own
 * (fresh rate-limit counters, a mailer, a payment provider): a quiet mailer and a light scrypt
 * cost unless `options` replace them.
 */
export function appOver(t: TestApp, options: Partial<AppOptions> = {}) {
  return createApp({
    db: t.database.db,
    uploadsDir: t.uploadsDir,
    mailer: createMailer({
      from: "Uphaar <test@uphaar.example>",
      outboxDir: t.outboxDir,
      log: () => {},
    }),
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    ...options,
  });
}
