/**
 * The Redis the limiter tests use: REDIS_URL, else the one on this machine. Checked once,
 * synchronously, so a suite can decide between `describe` and `describe.skip` and say why.
 */
import { spawnSync } from "node:child_process";

export const TEST_REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

const probe = `
const { Redis } = require("ioredis");
const client = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
client.on("error", () => {});
client.connect().then(() => client.ping()).then(
  (pong) => { client.disconnect(); process.exit(pong === "PONG" ? 0 : 1); },
  () => process.exit(1),
);`;

/** Null when Redis answers PING; else why the Redis tests are skipped. */
function redisUnavailable(): string | null {
  const result = spawnSync(process.execPath, ["-e", probe, TEST_REDIS_URL], {
    timeout: 5_000,
    cwd: process.cwd(),
  });
  return result.status === 0 ? null : `no Redis answers at ${TEST_REDIS_URL}`;
}

/** `describe` when Redis answers, else `describe.skip` with the reason printed once. */
export function describeWithRedis(name: string, body: () => void) {
  const reason = redisUnavailable();
  if (reason) {
    console.warn(`skipping "${name}": ${reason}`);
    describe.skip(name, body);
  } else {
    describe(name, body);
  }
}

/** A key prefix no other test run shares. */
export function randomPrefix(): string {
  return `test-rl-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
}
