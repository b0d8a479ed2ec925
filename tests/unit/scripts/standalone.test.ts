/** @jest-environment node */
// scripts/standalone.mjs puts next to the standalone server.js what `next build` leaves out of
// .next/standalone: public/ and this build's .next/static, never an earlier build's files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyStandaloneAssets } from "../../../scripts/standalone.mjs";

let root: string;
const write = (file: string, text = "") => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const exists = (file: string) => fs.existsSync(path.join(root, file));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "standalone-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("copyStandaloneAssets", () => {
  it("copies public/ and .next/static next to server.js, replacing an earlier build's", () => {
    write(".next/standalone/server.js");
    write(".next/standalone/.next/static/chunks/old-build.js");
    write("public/recipients/men.webp", "picture");
    write(".next/static/chunks/this-build.js", "chunk");

    expect(copyStandaloneAssets(root)).toEqual([
      path.join(".next", "standalone", "public"),
      path.join(".next", "standalone", ".next", "static"),
    ]);
    expect(
      fs.readFileSync(path.join(root, ".next/standalone/public/recipients/men.webp"), "utf8"),
    ).toBe("picture");
    expect(exists(".next/standalone/.next/static/chunks/this-build.js")).toBe(true);
    expect(exists(".next/standalone/.next/static/chunks/old-build.js")).toBe(false);
  });

  it("refuses without a standalone build, saying how to make one", () => {
    write(".next/static/chunks/this-build.js");
    expect(() => copyStandaloneAssets(root)).toThrow("NEXT_OUTPUT=standalone npm run build");
  });
});
