import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: string | undefined;

/**
 * The session encryption secret: AUTH_SECRET when set; required in production; in
 * development generated once and kept in DATA_DIR/auth-secret, so sessions survive restarts.
 */
export function authSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, NODE_ENV, DATA_DIR } = env();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  if (NODE_ENV === "production") {
    throw new Error(
      "AUTH_SECRET is required in production: set it to 32+ random characters (openssl rand -base64 32).",
    );
  }
  const file = path.join(path.resolve(DATA_DIR), "auth-secret");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": only the first process creates it; a racing one reads what the first wrote.
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Checked by shape, not instanceof: errors from another realm (jest's vm) are not `Error`s here.
    const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
    if (code !== "EEXIST") throw error;
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}
