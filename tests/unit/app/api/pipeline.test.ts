/** @jest-environment node */
/**
 * Every BFF route handler is built by the one pipeline (lib/bff/handler.ts), so that each one
 * checks the Origin, the session, its input and maps backend failures the same way; a handler
 * that another server calls is built by the signed-webhook one (lib/bff/webhook.ts) instead,
 * which checks a signature where a browser's Origin and a session cannot be. Read from disk: a
 * handler added later is covered without anyone listing it here.
 */
import fs from "node:fs";
import path from "node:path";
import { pipelineMethod } from "@/lib/bff/handler";
import { isSignedWebhook } from "@/lib/bff/webhook";

const API_DIR = path.join(process.cwd(), "app", "api");
/** next-auth's own endpoints: its handler answers them, behind its own guards. */
const NOT_BY_PIPELINE = new Set(["auth/[...nextauth]/route.ts"]);
/** Handlers other servers call, signed (lib/bff/webhook.ts): POST only. */
const SIGNED_WEBHOOKS = new Set(["revalidate/route.ts"]);
/** The exports Next treats as a route's method handlers. */
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, full)] : [];
  });
}

const files = routeFiles(API_DIR).sort();

test("the one exception is still a route file", () => {
  for (const file of NOT_BY_PIPELINE) expect(files).toContain(file);
});

test.each([...SIGNED_WEBHOOKS])(
  "app/api/%s: a signed webhook, its one handler a POST built for it",
  async (file) => {
    const exported: Record<string, unknown> = await import(path.join(API_DIR, file));
    expect(HTTP_METHODS.filter((method) => method in exported)).toEqual(["POST"]);
    expect(isSignedWebhook(exported.POST)).toBe(true);
  },
);

test.each(files.filter((file) => !NOT_BY_PIPELINE.has(file) && !SIGNED_WEBHOOKS.has(file)))(
  "app/api/%s: every method handler is built by the pipeline, for its own method",
  async (file) => {
    const exported: Record<string, unknown> = await import(path.join(API_DIR, file));
    const methods = HTTP_METHODS.filter((method) => method in exported);
    expect(methods).not.toEqual([]);
    const notByPipeline = methods
      .filter((method) => pipelineMethod(exported[method]) !== method)
      .map((method) => `app/api/${file} ${method}`);
    expect(notByPipeline).toEqual([]);
  },
);
