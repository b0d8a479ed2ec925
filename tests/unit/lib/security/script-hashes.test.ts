/** @jest-environment node */
import { inlineScriptHashes, scriptHashPolicy } from "@/lib/security/script-hashes.mjs";

// The hash a browser computes for `<script>alert('Hello, world.');</script>` (the example of
// the CSP specification), so these tests do not check the code against itself.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const HELLO_SCRIPT = "alert('Hello, world.');";

describe("inline script hashes of a cached page", () => {
  test("hash the text of each inline script as the browser does", () => {
    expect(inlineScriptHashes(`<p>x</p><script>${HELLO_SCRIPT}</script>`)).toEqual([HELLO]);
    // Upper case, attributes (a quoted ">" among them) and a closing tag with a space.
    expect(inlineScriptHashes(`<SCRIPT id="_R_" data-x="a>b">${HELLO_SCRIPT}</script >`)).toEqual([
      HELLO,
    ]);
  });

  test("hash the text the parser sees: CRLF and CR read as LF", () => {
    expect(inlineScriptHashes("<script>a;\r\nb;</script>")).toEqual(
      inlineScriptHashes("<script>a;\nb;</script>"),
    );
    expect(inlineScriptHashes("<script>a;\rb;</script>")).toEqual(
      inlineScriptHashes("<script>a;\nb;</script>"),
    );
  });

  test("leave out scripts loaded from a file and data blocks such as JSON-LD", () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      "<script src=/a.js></script>",
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="text/javascript; charset=utf-8">data</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  test("keep every type the browser runs, and each distinct script once", () => {
    const html = [
      `<script>${HELLO_SCRIPT}</script>`,
      `<script type="text/javascript">${HELLO_SCRIPT}</script>`,
      '<script type="module">import "/a.js";</script>',
      '<script type="importmap">{"imports":{}}</script>',
      "<script type=''></script>",
    ].join("");
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(4);
    expect(hashes[0]).toBe(HELLO);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  test("the policy allows the shop's own files and these scripts, and nothing inline else", () => {
    const policy = scriptHashPolicy(`<script>${HELLO_SCRIPT}</script>`);
    expect(policy).toBe(`script-src 'self' ${HELLO}`);
    expect(policy).not.toContain("unsafe");
    expect(scriptHashPolicy("<p>no scripts</p>")).toBe("script-src 'self'");
  });
});
