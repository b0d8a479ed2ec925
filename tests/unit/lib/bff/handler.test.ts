/** @jest-environment node */
import "../../support/handler-session";
import { z } from "zod";
import { readSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { CROSS_SITE, Refusal } from "@/lib/bff/answers";
import { bff, pipelineMethod } from "@/lib/bff/handler";
import {
  SESSION,
  SITE,
  clearedSessionCookies,
  expectSessionEnded,
  handlerRequest,
} from "../../app/api/handler-contract";

process.env.SITE_URL = SITE;

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const work = jest.fn<Promise<string>, [unknown]>();

describe("the Origin", () => {
  const read = bff.get({
    session: "none",
    call: work,
    reply: (value) => ({ value }),
    fallback: "Could not read.",
  });
  const write = bff.post({
    session: "none",
    call: work,
    reply: (value) => ({ value }),
    fallback: "Could not write.",
  });

  test("a read needs none: a cross-site GET is answered", async () => {
    work.mockResolvedValue("ok");
    const response = await read(handlerRequest("GET", "/api/x", { origin: null }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ value: "ok" });
  });

  test("a mutation from another site is 403, privately, and nothing runs", async () => {
    const response = await write(
      handlerRequest("POST", "/api/x", { origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: CROSS_SITE });
    expect(readSession).not.toHaveBeenCalled();
    expect(work).not.toHaveBeenCalled();
  });
});

describe("a mutation that carries its own proof (a mail's one-click unsubscribe)", () => {
  const unsubscribe = bff.post({
    session: "none",
    anyOrigin: true,
    query: z.object({ token: z.string().regex(/^[\w-]{32}$/) }),
    call: ({ query }) => work(query.token),
    reply: (value) => ({ value }),
    fallback: "Could not unsubscribe.",
  });

  test.each([null, "https://mail.example.com"])(
    "is answered whatever the Origin (%s), without a session",
    async (origin) => {
      work.mockResolvedValue("stopped");
      const token = "a".repeat(32);
      const response = await unsubscribe(
        handlerRequest("POST", `/api/x?token=${token}`, { origin }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ value: "stopped" });
      expect(work).toHaveBeenCalledWith(token);
      expect(readSession).not.toHaveBeenCalled();
    },
  );

  test("still checks its input: without the token nothing runs", async () => {
    const response = await unsubscribe(handlerRequest("POST", "/api/x", { origin: null }));
    expect(response.status).toBe(400);
    expect(work).not.toHaveBeenCalled();
  });
});

describe("a public read (search suggestions)", () => {
  const suggest = bff.get({
    session: "none",
    query: z.object({ q: z.string().max(5, { message: "Too long." }).default("") }),
    call: ({ query }) => work(query.q),
    reply: (value) => ({ value }),
    publicSeconds: 60,
    fallback: "Search is not available right now.",
  });

  test("reads the first value of a query name, and its success may be kept a minute", async () => {
    work.mockResolvedValue("found");
    const response = await suggest(handlerRequest("GET", "/api/x?q=cake&q=other"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(work).toHaveBeenCalledWith("cake");
  });

  test("a query the schema refuses is 400 with its message, never kept", async () => {
    const response = await suggest(handlerRequest("GET", "/api/x?q=toolong"));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Too long." });
    expect(work).not.toHaveBeenCalled();
  });

  test("a failure is never kept", async () => {
    work.mockRejectedValue(new BackendError("GET /api/x answered 500", 500));
    const response = await suggest(handlerRequest("GET", "/api/x?q=cake"));
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Search is not available right now." });
  });
});

describe("a handler's own refusal", () => {
  const pay = bff.post({
    session: "none",
    call: async () => {
      throw new Refusal(503, "The payment could not be confirmed yet.", 5);
    },
    reply: () => ({}),
    fallback: "Payment failed.",
  });

  test("answers its status, message and Retry-After", async () => {
    const response = await pay(handlerRequest("POST", "/api/x"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: "The payment could not be confirmed yet." });
  });
});

describe("path segments", () => {
  const remove = bff.delete({
    session: "none",
    params: { schema: z.object({ id: z.string().regex(/^\w+$/) }), notFound: "Not here." },
    call: ({ params }) => work(params.id),
    reply: () => ({}),
    fallback: "Could not remove it.",
  });
  const withId = (id: string) => ({ params: Promise.resolve({ id }) });

  test("a value no id can have is 404 with the handler's text", async () => {
    const response = await remove(handlerRequest("DELETE", "/api/x/y"), withId("../y"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not here." });
    expect(work).not.toHaveBeenCalled();
  });

  test("a valid one reaches the work", async () => {
    work.mockResolvedValue("gone");
    expect((await remove(handlerRequest("DELETE", "/api/x/y"), withId("a1"))).status).toBe(200);
    expect(work).toHaveBeenCalledWith("a1");
  });
});

describe("an optional session", () => {
  const review = bff.post({
    session: "optional",
    call: work,
    reply: () => ({ ok: true }),
    fallback: "Could not save it.",
  });

  test("a backend 401 for a visitor is a refusal like any other", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    work.mockRejectedValue(new BackendError("Not allowed.", 401));
    const response = await review(handlerRequest("POST", "/api/x"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not allowed." });
    expect(clearedSessionCookies(response)).toEqual([]);
  });

  test("a backend 401 for a signed-in shopper ends the session", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    work.mockRejectedValue(new BackendError("Not authorized", 401));
    await expectSessionEnded(await review(handlerRequest("POST", "/api/x")));
  });
});

describe("a handler that ends the session", () => {
  const leave = bff.post({
    session: "none",
    call: work,
    reply: () => ({ message: "Done." }),
    endsSession: true,
    fallback: "Could not do it.",
  });

  test("clears the cookie on success only", async () => {
    work.mockResolvedValueOnce("ok").mockRejectedValueOnce(new BackendError("No.", 400));
    expect(clearedSessionCookies(await leave(handlerRequest("POST", "/api/x")))).toHaveLength(1);
    expect(clearedSessionCookies(await leave(handlerRequest("POST", "/api/x")))).toEqual([]);
  });
});

test("pipelineMethod knows the pipeline's handlers from any other function", () => {
  const built = bff.put({ session: "none", call: work, reply: () => ({}), fallback: "x" });
  expect(pipelineMethod(built)).toBe("PUT");
  expect(pipelineMethod(async () => new Response())).toBeNull();
  expect(pipelineMethod(undefined)).toBeNull();
});
