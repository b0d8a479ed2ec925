import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const MIGRATIONS = path.resolve("backend/src/db/migrations");

// A migration written by hand (an index the schema cannot say, a data step) still needs the
// schema's snapshot beside it, or the next `npm run db:generate` proposes again what the
// committed migrations already did. Drizzle's own generator is the judge, run on a copy.
test("the committed migrations end at the schema: db:generate has nothing to write", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uphaar-drizzle-"));
  try {
    const out = path.join(dir, "migrations");
    fs.cpSync(MIGRATIONS, out, { recursive: true });
    const config = path.join(dir, "drizzle.config.json");
    fs.writeFileSync(
      config,
      JSON.stringify({
        dialect: "postgresql",
        schema: path.resolve("backend/src/db/schema.ts"),
        // drizzle-kit reads `out` relative to where it runs.
        out: "migrations",
      }),
    );
    const run = spawnSync(
      path.resolve("node_modules/.bin/drizzle-kit"),
      ["generate", "--config", config],
      { cwd: dir, encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/No schema changes/);
    expect(fs.readdirSync(out).sort()).toEqual(fs.readdirSync(MIGRATIONS).sort());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
