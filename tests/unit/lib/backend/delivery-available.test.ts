/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  deliveryAvailable,
  fetchSlotCharges,
  forgetDeliveryAvailable,
} from "@/lib/backend/delivery";

// Whether the backend has the delivery extension (docs/delivery.md "The storefront"): asked
// once on a real socket, outside Next's fetch cache, and kept.

/** What the backend does with the probe: answer it, 404 it (a contract backend), or hang up. */
let mode: "delivery" | "contract" | "away" = "delivery";
let asked: string[] = [];
const server = http.createServer((request, response) => {
  asked.push(request.url ?? "");
  if (mode === "away") {
    request.socket.destroy();
    return;
  }
  const [status, body] =
    mode === "delivery"
      ? [
          200,
          {
            success: true,
            pincode: "110001",
            served: true,
            place: { district: "New Delhi", state: "Delhi" },
            hub: "Delhi",
            slotTypes: ["standard"],
            cod: true,
            courier: { from: "2026-11-27", to: "2026-11-28" },
          },
        ]
      : [404, { success: false, message: "Not found" }];
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  forgetDeliveryAvailable();
  asked = [];
});

test("a backend that answers the pincode probe has delivery, and is asked once", async () => {
  mode = "delivery";
  await expect(deliveryAvailable()).resolves.toBe(true);
  await expect(deliveryAvailable()).resolves.toBe(true);
  expect(asked).toEqual(["/api/delivery/pincode/110001"]);
});

test("a contract backend's 404 means no delivery", async () => {
  mode = "contract";
  await expect(deliveryAvailable()).resolves.toBe(false);
});

test("a contract backend gives Shipping Info no slot charges, and is not asked for its slots", async () => {
  mode = "contract";
  await expect(fetchSlotCharges()).resolves.toBeNull();
  expect(asked).toEqual(["/api/delivery/pincode/110001"]);
});

test("a backend that is away is not taken for one without delivery: it is asked again", async () => {
  mode = "away";
  jest.spyOn(console, "error").mockImplementation(() => {});
  await expect(deliveryAvailable()).rejects.toMatchObject({ status: 503 });
  mode = "delivery";
  await expect(deliveryAvailable()).resolves.toBe(true);
  expect(asked).toHaveLength(2);
});
