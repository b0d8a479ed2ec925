// HTTP/1.1 by hand over one kept-alive TCP connection, for the checks that need to see what a
// pooled client sees: whether the answers come whole and in order, and how the server ends
// the connection. fetch hides both (undici pools, retries and reconnects). Used by the
// backend's body-limit test and the keep-alive scenario against `next start`.
import net from "node:net";

const CRLF = "\r\n";

/** A request's head: request line, Host and `headers`, then the blank line. */
export function requestHead(method, path, headers = {}) {
  const lines = Object.entries({ host: "127.0.0.1", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1${CRLF}${lines.join(CRLF)}${CRLF}${CRLF}`;
}

/** `data` as one chunk of a chunked body. */
export function chunk(data) {
  const bytes = Buffer.from(data);
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}${CRLF}`),
    bytes,
    Buffer.from(CRLF),
  ]);
}

/** The end of a chunked body. */
export const LAST_CHUNK = `0${CRLF}${CRLF}`;

/** One whole answer off the front of `received`, and what is left; null while incomplete. */
function parseAnswer(received) {
  const headEnd = received.indexOf(`${CRLF}${CRLF}`);
  if (headEnd < 0) return null;
  const [statusLine = "", ...lines] = received.subarray(0, headEnd).toString("latin1").split(CRLF);
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(" ")[1]);
  let at = headEnd + 4;
  let body;
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const parts = [];
    for (;;) {
      const lineEnd = received.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = parseInt(received.subarray(at, lineEnd).toString("latin1"), 16);
      if (size === 0) {
        const trailerEnd = received.indexOf(`${CRLF}${CRLF}`, lineEnd);
        if (trailerEnd < 0) return null;
        at = trailerEnd + 4;
        break;
      }
      if (received.length < lineEnd + 2 + size + 2) return null;
      parts.push(received.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(headers["content-length"] ?? 0);
    if (received.length < at + length) return null;
    body = received.subarray(at, at + length);
    at += length;
  }
  const rest = received.subarray(at);
  // An interim answer (100 Continue) is not the one asked for.
  if (status >= 100 && status < 200) return parseAnswer(rest);
  return { answer: { status, headers, body: body.toString("utf8") }, rest };
}

/** Opens a kept-alive connection to 127.0.0.1:`port`. */
export async function openConnection(port) {
  const socket = net.connect(port, "127.0.0.1");
  let received = Buffer.alloc(0);
  let endedHow = null;
  let wake = () => {};
  const ended = new Promise((resolve) => {
    const finish = (how) => {
      endedHow ??= how;
      resolve(endedHow);
      wake();
    };
    socket.on("end", () => finish("end"));
    socket.on("error", (error) => finish(error.code ?? error.message));
    socket.on("close", () => finish("close"));
  });
  socket.on("data", (data) => {
    received = Buffer.concat([received, data]);
    wake();
  });
  await new Promise((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });

  return {
    write: (data) =>
      new Promise((resolve, reject) => {
        socket.write(data, (error) => (error ? reject(error) : resolve()));
      }),
    answer: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          wake = () => {};
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no whole answer within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const parsed = parseAnswer(received);
          if (parsed) {
            stop();
            received = parsed.rest;
            resolve(parsed.answer);
          } else if (endedHow !== null) {
            stop();
            reject(new Error(`the connection ended (${endedHow}) before a whole answer`));
          }
        };
        wake = check;
        check();
      }),
    ended,
    close: () => socket.destroy(),
  };
}
