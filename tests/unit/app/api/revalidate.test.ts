/** @jest-environment node */
/**
 * POST /api/revalidate, the backend's catalogue webhook: refused unless signed with the shop's
 * secret within the tolerance, its body validated, and on success every catalogue read and
 * each named product's expired at once through revalidateAfter (next/cache is mocked here:
 * the shared handler's own tests show what an expired tag does to a cached entry).
 */
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  signWebhook,
} from "@giftshop/shared/catalogue-webhook";
import { BODY_TOO_LARGE } from "@/lib/bff/answers";
import { MAX_BODY_BYTES } from "@/lib/bff/request";
import { ALREADY_RECEIVED, BAD_SIGNATURE, NO_SUCH_ROUTE } from "@/lib/bff/webhook";
import { TAGS } from "@/lib/backend/tags";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const SECRET = "catalogue-webhook-secret-0123456789abcdef";
const URL = "http://localhost:3000/api/revalidate";

/** The route and the mocked revalidateTag, with the environment as given (read once per load). */
async function load(secret: string | undefined) {
  jest.resetModules();
  if (secret === undefined) delete process.env.CATALOGUE_WEBHOOK_SECRET;
  else process.env.CATALOGUE_WEBHOOK_SECRET = secret;
  const { POST } = await import("@/app/api/revalidate/route");
  const { revalidateTag } = await import("next/cache");
  return { POST, revalidateTag: jest.mocked(revalidateTag) };
}

/** A POST as the backend sends it: no Origin, no cookie, the signature header. */
function webhook(body: string, signature?: string | null) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const signed = signature === undefined ? signWebhook(SECRET, body) : signature;
  if (signed !== null) headers[WEBHOOK_SIGNATURE_HEADER] = signed;
  return new Request(URL, { method: "POST", headers, body });
}

afterAll(() => {
  delete process.env.CATALOGUE_WEBHOOK_SECRET;
});

test("a signed change expires the catalogue and each named product at once: 204", async () => {
  const { POST, revalidateTag } = await load(SECRET);
  const response = await POST(webhook(JSON.stringify({ products: ["p1", "p2", "p1"] })));
  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(revalidateTag.mock.calls).toEqual([
    [TAGS.catalogue, { expire: 0 }],
    [TAGS.product("p1"), { expire: 0 }],
    [TAGS.product("p2"), { expire: 0 }],
  ]);
});

test("a change naming no product (any of them) expires the catalogue", async () => {
  const { POST, revalidateTag } = await load(SECRET);
  expect((await POST(webhook("{}"))).status).toBe(204);
  expect(revalidateTag.mock.calls).toEqual([[TAGS.catalogue, { expire: 0 }]]);
});

test("without a secret the route does not exist: 404, whatever is sent", async () => {
  const { POST, revalidateTag } = await load(undefined);
  const response = await POST(webhook(JSON.stringify({ products: ["p1"] })));
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: NO_SUCH_ROUTE });
  expect(revalidateTag).not.toHaveBeenCalled();
});

describe("refused, nothing expired", () => {
  const body = JSON.stringify({ products: ["p1"] });
  // Each request is made when its test runs: timestamps judged against a clock read at
  // collection time drift into the tolerance on a busy machine.
  const cases: [string, () => Request][] = [
    ["no signature", () => webhook(body, null)],
    ["a signature of another secret", () => webhook(body, signWebhook(`${SECRET}-other`, body))],
    ["a signature of another body", () => webhook(body, signWebhook(SECRET, "{}"))],
    ["a malformed signature", () => webhook(body, "t=1,v1=zz")],
    [
      "a stale timestamp",
      () =>
        webhook(
          body,
          signWebhook(SECRET, body, Date.now() - (WEBHOOK_TOLERANCE_SECONDS + 5) * 1000),
        ),
    ],
    [
      "a timestamp ahead of this clock",
      () =>
        webhook(
          body,
          signWebhook(SECRET, body, Date.now() + (WEBHOOK_TOLERANCE_SECONDS + 5) * 1000),
        ),
    ],
  ];

  test.each(cases)("%s: 401", async (_, request) => {
    const { POST, revalidateTag } = await load(SECRET);
    const response = await POST(request());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: BAD_SIGNATURE });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test.each([
    ["not JSON", "{products:", /JSON/],
    ["a list where the products go", JSON.stringify({ products: "p1" }), /^products: /],
    ["an empty id", JSON.stringify({ products: [""] }), /^products\.0: /],
    ["an unknown field", JSON.stringify({ products: [], everything: true }), /everything/],
    ["a list, not an object", JSON.stringify(["p1"]), /object/],
  ])("a signed body that is %s: 400 with the reason", async (_, text, reason) => {
    const { POST, revalidateTag } = await load(SECRET);
    const response = await POST(webhook(text));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(reason);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test("a body over the limit: 413 before its signature is looked at", async () => {
    const { POST, revalidateTag } = await load(SECRET);
    const big = JSON.stringify({ products: ["x".repeat(MAX_BODY_BYTES)] });
    const response = await POST(webhook(big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: BODY_TOO_LARGE });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

test("a secret shorter than the minimum stops the configuration", async () => {
  const { loadStorefrontEnv } = await import("@/lib/env");
  expect(() => loadStorefrontEnv({ CATALOGUE_WEBHOOK_SECRET: "short" })).toThrow(
    /CATALOGUE_WEBHOOK_SECRET: must be at least 32 characters/,
  );
  expect(loadStorefrontEnv({ CATALOGUE_WEBHOOK_SECRET: SECRET }).CATALOGUE_WEBHOOK_SECRET).toBe(
    SECRET,
  );
});

describe("a signed request replayed within its window", () => {
  test("is refused (409) and expires nothing again; a new signing of the same body is heard", async () => {
    const { POST, revalidateTag } = await load(SECRET);
    const body = JSON.stringify({ products: ["replayed"] });
    const signature = signWebhook(SECRET, body);
    expect((await POST(webhook(body, signature))).status).toBe(204);
    revalidateTag.mockClear();
    const replay = await POST(webhook(body, signature));
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: ALREADY_RECEIVED });
    expect(revalidateTag).not.toHaveBeenCalled();
    // The backend's next change, signed a second later, is a new request.
    const later = signWebhook(SECRET, body, Date.now() + 1000);
    expect((await POST(webhook(body, later))).status).toBe(204);
  });

  test("whose work failed is heard again when the sender retries it", async () => {
    const { POST, revalidateTag } = await load(SECRET);
    const body = JSON.stringify({ products: ["retried"] });
    const signature = signWebhook(SECRET, body);
    revalidateTag.mockImplementationOnce(() => {
      throw new Error("cache away");
    });
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect((await POST(webhook(body, signature))).status).toBe(502);
    expect((await POST(webhook(body, signature))).status).toBe(204);
  });
});
