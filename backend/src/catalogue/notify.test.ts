/** The catalogue webhook as a storefront receives it (catalogue/notify.ts). */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  WEBHOOK_SIGNATURE_HEADER,
  catalogueChange,
  verifyWebhook,
} from "@giftshop/shared/catalogue-webhook";
import { catalogueWebhookFromEnv, notifyCatalogueChanged } from "./notify";

const secret = "catalogue-webhook-test-secret-0123456789";

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  signature: string | undefined;
  body: string;
}

/**
 * A storefront's /api/revalidate: records each request and answers the next status of
 * `statuses` (the last one repeats), checking the signature as the storefront does.
 */
async function storefront(statuses: number[] = [204]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        signature: typeof signature === "string" ? signature : undefined,
        body,
      });
      const status = statuses[received.length - 1] ?? statuses.at(-1) ?? 204;
      const signed = verifyWebhook(secret, body, typeof signature === "string" ? signature : null);
      response.writeHead(status === 204 && !signed ? 401 : status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fast = { backoffMs: 10, timeoutMs: 1_000 };

describe("notifyCatalogueChanged", () => {
  test("POSTs the products, signed so the storefront's verifyWebhook accepts them", async () => {
    const site = await storefront();
    try {
      const log = jest.fn();
      const ids = ["a00000000000000000000001", "d00000000000000000000001"];
      await expect(
        notifyCatalogueChanged(ids, { url: site.url, secret }, { ...fast, log }),
      ).resolves.toBe(true);
      expect(site.received).toHaveLength(1);
      const [request] = site.received;
      expect(request).toMatchObject({
        method: "POST",
        path: "/api/revalidate",
        contentType: "application/json",
      });
      expect(verifyWebhook(secret, request?.body ?? "", request?.signature)).toBe(true);
      expect(
        verifyWebhook(
          "another-secret-0123456789abcdefghij",
          request?.body ?? "",
          request?.signature,
        ),
      ).toBe(false);
      expect(catalogueChange.parse(JSON.parse(request?.body ?? ""))).toEqual({ products: ids });
      expect(log).not.toHaveBeenCalled();
    } finally {
      await site.close();
    }
  });

  test("retries a storefront answering 503 and succeeds when it recovers", async () => {
    const site = await storefront([503, 503, 204]);
    try {
      await expect(
        notifyCatalogueChanged(["a00000000000000000000001"], { url: site.url, secret }, fast),
      ).resolves.toBe(true);
      expect(site.received).toHaveLength(3);
      // Each try is signed afresh, and each is a valid request on its own.
      for (const request of site.received) {
        expect(verifyWebhook(secret, request.body, request.signature)).toBe(true);
      }
    } finally {
      await site.close();
    }
  });

  test("gives up after its tries on a storefront that keeps failing, saying so once", async () => {
    const site = await storefront([500]);
    try {
      const log = jest.fn();
      await expect(
        notifyCatalogueChanged(
          ["a00000000000000000000001"],
          { url: site.url, secret },
          { ...fast, attempts: 3, log },
        ),
      ).resolves.toBe(false);
      expect(site.received).toHaveLength(3);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/not delivered \(answered 500\)/));
    } finally {
      await site.close();
    }
  });

  test("does not retry a refusal: a wrong secret is answered 401 every time", async () => {
    const site = await storefront();
    try {
      const log = jest.fn();
      const wrong = { url: site.url, secret: "not-the-storefronts-secret-0123456789" };
      await expect(
        notifyCatalogueChanged(["a00000000000000000000001"], wrong, { ...fast, log }),
      ).resolves.toBe(false);
      expect(site.received).toHaveLength(1);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/answered 401/));
    } finally {
      await site.close();
    }
  });

  test("an unreachable storefront answers false without throwing", async () => {
    const site = await storefront();
    const url = site.url;
    await site.close();
    const log = jest.fn();
    await expect(
      notifyCatalogueChanged(["a00000000000000000000001"], { url, secret }, { ...fast, log }),
    ).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/not delivered \(unreachable/));
  });

  test("a storefront that never answers costs one timeout per try", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const log = jest.fn();
      const started = Date.now();
      await expect(
        notifyCatalogueChanged(
          ["a00000000000000000000001"],
          { url: `http://127.0.0.1:${port}/api/revalidate`, secret },
          { attempts: 2, backoffMs: 10, timeoutMs: 200, log },
        ),
      ).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/no answer in 200 ms/));
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test("without a webhook configured nothing is sent", async () => {
    const log = jest.fn();
    await expect(notifyCatalogueChanged(["a00000000000000000000001"], null, { log })).resolves.toBe(
      false,
    );
    expect(log).not.toHaveBeenCalled();
  });

  test("a change of more products than one call names is sent as any product", async () => {
    const site = await storefront();
    try {
      const ids = Array.from({ length: 1001 }, (_, n) => `a${String(n).padStart(23, "0")}`);
      await expect(notifyCatalogueChanged(ids, { url: site.url, secret }, fast)).resolves.toBe(
        true,
      );
      expect(JSON.parse(site.received[0]?.body ?? "")).toEqual({ products: [] });
    } finally {
      await site.close();
    }
  });
});

describe("catalogueWebhookFromEnv", () => {
  test("is the URL and secret together, or null", () => {
    expect(catalogueWebhookFromEnv({})).toBeNull();
    expect(
      catalogueWebhookFromEnv({
        CATALOGUE_WEBHOOK_URL: "http://x/api/revalidate",
        CATALOGUE_WEBHOOK_SECRET: secret,
      }),
    ).toEqual({ url: "http://x/api/revalidate", secret });
  });
});
