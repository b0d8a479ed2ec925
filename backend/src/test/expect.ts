/** Assertions and inputs several route test files share. */
import { NOT_AUTHORIZED } from "../auth/require-user";
import { productIds } from "./fixture";
import type { Json, TestApp } from "./test-app";

/** Product ids no route accepts: not hex, too short, upper case, one character too long. */
export const MALFORMED_IDS = [
  "not-an-id",
  "123",
  "A00000000000000000000001",
  `${productIds.truffle}0`,
];

/** Expects a refusal `{ success: false, message }` with `status`, its message naming `text`. */
export function expectRejected(
  answer: { status: number; body: unknown },
  status: number,
  text: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  expect((answer.body as Json).message).toContain(text);
}

/** Expects exactly the refusal `{ success: false, message }` with `status`. */
export function expectRefused(
  answer: { status: number; body: unknown },
  status: number,
  message: string,
) {
  expect(answer).toMatchObject({ status, body: { success: false, message } });
}

/** A call as `[method, path, body]`, for the tables of calls that need a live token. */
export type TokenCall = [method: string, path: string, body: unknown];

/** Declares the two tests every signed-in call shares: no token and an unknown token are 401. */
export function testNeedsLiveToken(t: TestApp, calls: TokenCall[]) {
  test.each(calls)("%s %s without a token is 401", async (method, path, body) => {
    expectRefused(await t.send(method, path, { body }), 401, NOT_AUTHORIZED);
  });

  test.each(calls)("%s %s with an unknown token is 401", async (method, path, body) => {
    expect((await t.send(method, path, { body, token: "not-a-real-token" })).status).toBe(401);
  });
}
