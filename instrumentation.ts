/** Runs once when the server starts: a bad configuration stops it with a message naming it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  env();
}
