/** The backend app on a fresh database loaded with the fixture catalogue, for one test file. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { applyCatalogue } from "../seed/apply";
import { fixtureCatalogue } from "./fixture";
import { openTestDatabase } from "./test-db";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  uploadsDir: string;
  /** GET `path` and parse the JSON answer. */
  get(path: string): Promise<{ status: number; body: unknown }>;
  /** POST `body` as JSON (a string is sent as-is) and parse the JSON answer. */
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

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

/** Creates the app over a fresh database; `seedFixture: false` leaves the catalogue empty. */
export async function createTestApp({ seedFixture = true } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (seedFixture) await applyCatalogue(database.db, fixtureCatalogue());
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-uploads-"));
  const app = createApp({ db: database.db, uploadsDir });
  return {
    app,
    database,
    uploadsDir,
    get: async (p) => answer(await app.request(p)),
    post: async (p, body) =>
      answer(
        await app.request(p, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    close: async () => {
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
