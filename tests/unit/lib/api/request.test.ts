import { anyAnswer, apiRequest, messageAnswer, waitOf } from "@/lib/api/request";
import { object, string } from "@/lib/parse";

type Answer = Pick<Response, "ok" | "status" | "headers" | "json">;
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError("no body")) : Promise.resolve(body),
  });

const named = object({ name: string });

beforeAll(() => {
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

beforeEach(() => {
  fetchMock.mockReset();
});

test("a success answer comes back parsed", async () => {
  answer(200, { name: "Asha" });
  await expect(apiRequest("/api/thing", named)).resolves.toEqual({
    ok: true,
    value: { name: "Asha" },
  });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/thing");
  expect(init).toMatchObject({ method: "GET", cache: "no-store", body: undefined });
  expect(init?.headers).toEqual({ accept: "application/json" });
});

test("a body is sent as JSON, with its method and keepalive", async () => {
  answer(201, undefined);
  await expect(
    apiRequest("/api/thing", anyAnswer, { method: "PUT", body: { a: 1 }, keepalive: true }),
  ).resolves.toEqual({ ok: true, value: null });
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(init).toMatchObject({ method: "PUT", keepalive: true, body: '{"a":1}' });
  expect(init?.headers).toEqual({
    accept: "application/json",
    "content-type": "application/json",
  });
});

test("a success answer of the wrong shape is a failure, logged", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  answer(200, { name: 42 });
  await expect(apiRequest("/api/thing", named)).resolves.toMatchObject({
    ok: false,
    problem: "failed",
    status: 200,
    error: undefined,
  });
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

test("the `{ message }` of a success answer is read when there is one", async () => {
  answer(200, { message: "Profile updated successfully" });
  answer(200, {});
  await expect(apiRequest("/api/a", messageAnswer)).resolves.toEqual({
    ok: true,
    value: { message: "Profile updated successfully" },
  });
  await expect(apiRequest("/api/a", messageAnswer)).resolves.toEqual({
    ok: true,
    value: { message: undefined },
  });
});

test.each([
  [401, "signed-out", "Please log in."],
  [400, "refused", "Invalid OTP"],
  [409, "refused", "That email is already in use."],
  [502, "failed", "Could not reset the password."],
  [500, "failed", undefined],
] as const)("%i answers problem %s with the handler's sentence", async (status, problem, error) => {
  answer(status, error === undefined ? { detail: "x" } : { error });
  const result = await apiRequest("/api/thing", anyAnswer);
  expect(result).toEqual({ ok: false, problem, status, error, retryAfterSeconds: null });
});

test("429 says how long to wait, in the rate limit's own words and in seconds", async () => {
  const wait = "Too many attempts. Please wait 40 minutes and try again.";
  answer(429, { error: wait }, { "Retry-After": "2400" });
  const result = await apiRequest("/api/feedback", anyAnswer, { method: "POST", body: {} });
  expect(result).toEqual({
    ok: false,
    problem: "rate-limited",
    status: 429,
    error: wait,
    retryAfterSeconds: 2400,
  });
  if (result.ok) throw new Error("expected a failure");
  expect(waitOf(result)).toBe(wait);
});

test("a Retry-After that is not a number of seconds is left out", async () => {
  answer(429, { error: "Wait." }, { "Retry-After": "Thu, 01 Jan 2026 10:02:00 GMT" });
  const result = await apiRequest("/api/thing", anyAnswer);
  expect(result).toMatchObject({
    problem: "rate-limited",
    error: "Wait.",
    retryAfterSeconds: null,
  });
});

test("503 is the shop being away, with its Retry-After; it is no rate limit", async () => {
  answer(503, { error: "Newsletter sign-up is not available right now." }, { "Retry-After": "5" });
  const result = await apiRequest("/api/newsletter", anyAnswer);
  expect(result).toEqual({
    ok: false,
    problem: "unavailable",
    status: 503,
    error: "Newsletter sign-up is not available right now.",
    retryAfterSeconds: 5,
  });
  if (result.ok) throw new Error("expected a failure");
  expect(waitOf(result)).toBeNull();
});

test("a refusal without a body or Retry-After still resolves", async () => {
  answer(429, undefined);
  await expect(apiRequest("/api/thing", anyAnswer)).resolves.toEqual({
    ok: false,
    problem: "rate-limited",
    status: 429,
    error: undefined,
    retryAfterSeconds: null,
  });
});

test("no answer at all is a network failure, status 0; it never throws", async () => {
  fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  await expect(apiRequest("/api/thing", anyAnswer)).resolves.toEqual({
    ok: false,
    problem: "network",
    status: 0,
    error: undefined,
    retryAfterSeconds: null,
  });
});

test("a call its caller aborted says so, apart from a network failure", async () => {
  const controller = new AbortController();
  fetchMock.mockImplementationOnce(() => {
    controller.abort();
    return Promise.reject(new DOMException("aborted", "AbortError"));
  });
  const result = await apiRequest("/api/search?q=cake", anyAnswer, { signal: controller.signal });
  expect(result).toMatchObject({ ok: false, problem: "aborted", status: 0 });
  expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
});
