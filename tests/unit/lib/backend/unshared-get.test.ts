/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getTextOutsideCache } from "@/lib/backend/unshared-get";

/** The answers the server is holding open: closed after the test. */
const held: http.ServerResponse[] = [];
let declared = 0;
const server = http.createServer((_request, response) => {
  // Says how long it is, sends a little and waits.
  response.writeHead(200, { "content-type": "application/json", "content-length": declared });
  response.write("[");
  held.push(response);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test("an answer whose Content-Length is over the limit is not waited for: null at once", async () => {
  declared = 64 * 1024 + 1;
  const read = getTextOutsideCache("/api/client/search", { maxBytes: 64 * 1024, timeoutMs: 5000 });
  // Reading the body would wait for the timeout, 5 s: past the test's own.
  await expect(read).resolves.toBeNull();
});
