import {
  formatOrderDate,
  orderItemCount,
  statusTone,
  trackingStageOf,
} from "@/components/orders/order-status";
import { order } from "../../support/checkout-fixtures";

describe("trackingStageOf", () => {
  test.each([
    ["Pending", "Pending"],
    // A confirmed order has passed Pending; Confirm is not a stage of its own.
    ["Confirm", "Pending"],
    ["Shipped", "Shipped"],
    ["Delivered", "Delivered"],
    // A status the shop does not know yet: the order exists, so it was placed.
    ["", "Placed"],
    ["Packed", "Placed"],
  ])("%s → %s", (status, stage) => {
    expect(trackingStageOf(status)).toBe(stage);
  });

  test("a cancelled order has no stage on the bar", () => {
    expect(trackingStageOf("Cancelled")).toBeNull();
  });
});

test("each status has its colour; an unknown one is neutral", () => {
  expect(statusTone("Pending")).toContain("amber");
  expect(statusTone("Confirm")).toContain("blue");
  expect(statusTone("Shipped")).toContain("indigo");
  expect(statusTone("Delivered")).toContain("green");
  expect(statusTone("Cancelled")).toContain("red");
  expect(statusTone("Packed")).toContain("neutral");
});

test("dates read the Indian way, in India's time zone", () => {
  // 20:00 UTC on 11 Jan is 01:30 on 12 Jan in India.
  expect(formatOrderDate("2026-01-11T20:00:00.000Z")).toBe("12 Jan 2026");
  expect(formatOrderDate("2026-01-11T20:00:00.000Z", true)).toMatch(/^12 Jan 2026, 1:30\sam$/);
  expect(formatOrderDate("")).toBe("");
  expect(formatOrderDate("not a date")).toBe("");
});

test("an order's item count adds up its quantities", () => {
  expect(orderItemCount(order("o1"))).toBe(3);
});
