/** @jest-environment node */
// The Node host's example env files (deploy/systemd/*.env.example), read as systemd reads an
// EnvironmentFile, with their blank secrets filled in: each passes its server's env parser,
// and the storefront keeps its pages in a Redis of its own, apart from the rate limits.
import fs from "node:fs";
import path from "node:path";
import { loadBackendEnv } from "@/backend/src/env";
import { loadStorefrontEnv, sharedPageCache } from "@/lib/env";

const root = path.resolve(__dirname, "../../..");

/** KEY=VALUE lines; comments and blank lines skipped, as systemd's EnvironmentFile does. */
function envFile(file: string): Record<string, string> {
  const entries = fs
    .readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const at = line.indexOf("=");
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

/** What an operator fills in: each blank variable gets a value of the right form. */
const SECRETS: Record<string, string> = {
  AUTH_SECRET: "a".repeat(44),
  CATALOGUE_WEBHOOK_SECRET: "w".repeat(44),
  RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456",
  RAZORPAY_KEY_SECRET: "s".repeat(24),
  RAZORPAY_WEBHOOK_SECRET: "h".repeat(24),
};
function filledIn(values: Record<string, string>): Record<string, string> {
  const blanks = Object.entries(values).filter(([, value]) => value === "");
  for (const [name] of blanks)
    expect({ name, known: name in SECRETS }).toEqual({ name, known: true });
  return { ...values, ...Object.fromEntries(blanks.map(([name]) => [name, SECRETS[name] ?? ""])) };
}

test("the storefront's example passes its parser, pages in their own Redis", () => {
  const env = loadStorefrontEnv({
    ...filledIn(envFile("deploy/systemd/storefront.env.example")),
    NODE_ENV: "production",
  });
  expect(env.TRUST_PROXY).toBe(1);
  expect(env.REDIS_URL).toBeDefined();
  expect(sharedPageCache(env)).not.toBeNull();
  expect(sharedPageCache(env)).not.toBe(env.REDIS_URL);
});

test("the backend's example passes its parser", () => {
  const env = loadBackendEnv({
    ...filledIn(envFile("deploy/systemd/backend.env.example")),
    NODE_ENV: "production",
  });
  expect(env).toMatchObject({ TRUST_PROXY: 1, PAYMENT_PROVIDER: "razorpay", DB_POOL_MAX: 10 });
  expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
});
