/** Runs once when the server starts: a bad configuration stops it with a message naming it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  const config = env();
  if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
    throw new Error(
      "AUTH_SECRET is required in production: set it to 32+ random characters (openssl rand -base64 32).",
    );
  }
}
