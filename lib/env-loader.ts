import { z } from "zod";

/** Raised when the environment is missing or malforms a variable; the message names it. */
export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses `source` (usually process.env) with `schema`; on failure throws an EnvError whose
 * message names every bad variable and what it should be, so start-up stops with a clear line.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): z.output<S> {
  // An empty variable (FOO= in a .env file) means "not set", so defaults apply.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
}

/** A TCP port number given as text. */
export const portVar = z
  .string()
  .regex(/^\d{1,5}$/, { message: "must be a port number (1–65535)" })
  .transform(Number)
  .pipe(z.number().min(1, { message: "must be a port number (1–65535)" }).max(65535));

/** An http(s) URL with no trailing slash. */
export const httpUrlVar = z
  .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
  .transform((url) => url.replace(/\/+$/, ""));
