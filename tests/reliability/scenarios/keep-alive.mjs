// A refused body on a kept-alive connection, against `next start` (docs/security.md "Input").
// Proves: a body over 100 kB answers 413 and the same connection then answers the next
// request (the rest of a moderate body is drained), whether the body declares its length or
// streams chunked and arrives in parts; a body past the drain bound answers a whole 413 with
// `Connection: close`, the server closes in order, and a new connection is served. A pooled
// client (undici, a load balancer) never has its next request reset.
import {
  chunk,
  LAST_CHUNK,
  openConnection,
  requestHead,
} from "../../../backend/src/test/raw-http.mjs";

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What each case sends after its POST head, and what it expects. */
const CASES = [
  {
    name: "declared 110 kB, the rest after a pause",
    headers: { "content-length": String(110 * 1024) },
    send: async (write) => {
      await write(Buffer.alloc(64 * 1024, "x"));
      await pause(800);
      await write(Buffer.alloc(46 * 1024, "x"));
    },
    keeps: true,
  },
  {
    name: "chunked 300 kB, the rest after a pause",
    headers: { "transfer-encoding": "chunked" },
    send: async (write) => {
      await write(chunk(Buffer.alloc(200 * 1024, "x")));
      await pause(800);
      await write(chunk(Buffer.alloc(100 * 1024, "x")));
      await write(LAST_CHUNK);
    },
    keeps: true,
  },
  {
    name: "declared 50 MB",
    headers: { "content-length": String(50 * 1024 * 1024) },
    send: (write) => write(Buffer.alloc(16 * 1024, "x")),
    keeps: false,
  },
  {
    name: "chunked past 1 MB",
    headers: { "transfer-encoding": "chunked" },
    // One chunk that declares 2 MB, of which just past the drain bound arrives.
    send: async (write) => {
      await write(`${(2 * 1024 * 1024).toString(16)}\r\n`);
      await write(Buffer.alloc(1024 * 1024 + 1, "x"));
    },
    keeps: false,
  },
];

/** Runs one case; returns what went wrong (an empty list is a pass) and a line to print. */
async function runCase(port, { name, headers, send, keeps }) {
  const problems = [];
  const origin = `http://127.0.0.1:${port}`;
  const get = requestHead("GET", "/robots.txt", { host: `127.0.0.1:${port}` });
  const connection = await openConnection(port);
  try {
    await connection.write(
      requestHead("POST", "/api/feedback", {
        host: `127.0.0.1:${port}`,
        origin,
        "content-type": "application/json",
        ...headers,
      }),
    );
    await send((data) => connection.write(data));
    if (keeps) await connection.write(get);

    const refused = await connection.answer();
    const closes = refused.headers.connection === "close";
    if (refused.status !== 413) problems.push(`answered ${refused.status}, not 413`);
    if (keeps) {
      if (closes) problems.push("said Connection: close for a body it should drain");
      const next = await connection.answer().catch((error) => ({ status: error.message }));
      if (next.status !== 200) problems.push(`the next GET on the connection: ${next.status}`);
      return { problems, line: `${name}: ${refused.status}, then ${next.status} on it` };
    }
    if (!closes) problems.push(`said Connection: ${refused.headers.connection}, not close`);
    const ended = await Promise.race([connection.ended, pause(5000).then(() => "still open")]);
    if (ended !== "end") problems.push(`the connection ended with ${ended}, not in order`);
    const fresh = await openConnection(port);
    await fresh.write(get);
    const next = await fresh.answer().catch((error) => ({ status: error.message }));
    fresh.close();
    if (next.status !== 200) problems.push(`a new connection's GET: ${next.status}`);
    return {
      problems,
      line: `${name}: ${refused.status} (Connection: ${refused.headers.connection}), ${ended}; new connection ${next.status}`,
    };
  } catch (error) {
    problems.push(error.message);
    return { problems, line: `${name}: ${error.message}` };
  } finally {
    connection.close();
  }
}

/** @param {{ base: string }} options the storefront's URL (`next start`) */
export async function runKeepAlive({ base }) {
  const port = Number(new URL(base).port);
  const lines = [];
  let failed = 0;
  for (const testCase of CASES) {
    const { problems, line } = await runCase(port, testCase);
    lines.push(line, ...problems.map((problem) => `  problem: ${problem}`));
    if (problems.length > 0) failed += 1;
  }
  return { ok: failed === 0, lines, figures: { cases: CASES.length, failed } };
}
