/** @jest-environment node */
import { sameOrigin } from "@/lib/http/bff";

// next start hands route handlers a request.url on its own hostname, whatever Host the
// shopper used; the check must follow Host (it once refused every POST from 127.0.0.1).
function post(headers: Record<string, string>) {
  return new Request("http://localhost:3000/api/feedback", { method: "POST", headers });
}

describe("sameOrigin", () => {
  test("accepts the shop's own origin by SITE_URL", () => {
    expect(sameOrigin(post({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(
      true,
    );
  });

  test("accepts an origin matching the Host the request was sent to", () => {
    expect(sameOrigin(post({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }))).toBe(
      true,
    );
    expect(
      sameOrigin(
        post({
          origin: "https://shop.example.in",
          host: "10.0.0.5:3000",
          "x-forwarded-host": "shop.example.in",
        }),
      ),
    ).toBe(true);
  });

  test("refuses a foreign, missing or malformed Origin", () => {
    expect(sameOrigin(post({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(
      false,
    );
    expect(sameOrigin(post({ host: "localhost:3000" }))).toBe(false);
    expect(sameOrigin(post({ origin: "null", host: "localhost:3000" }))).toBe(false);
  });
});
