// The picture host the original's product pictures live on (Cloudinary, res.cloudinary.com),
// played locally so that no test reaches the internet: it serves
// `/<cloud>/image/upload[/v<version>]/<public id>.<ext>` as real image bytes in the format the
// extension names, the way Cloudinary converts on delivery.
import { createHash } from "node:crypto";
import http from "node:http";
import { FORMATS, renderPicture } from "./pictures.mjs";

const PICTURE_PATH = /^(\/[^/]+\/image\/upload)\/(?:v\d+\/)?([^/]+(?:\/[^/]+)*)\.(\w+)$/;
const PICTURE_SIZE = 800;
/** When every picture was "uploaded"; fixed so that caches see the same validators each run. */
const LAST_MODIFIED = new Date(Date.UTC(2025, 3, 8)).toUTCString();

/**
 * Starts the picture host. `pictures` maps `/<cloud>/image/upload/<public id>` to a picture
 * source (pictures.mjs); it is read on each request, so the caller may fill it after start.
 * @param {{port: number, host: string, pictures: Map<string, {prefix?: string, hue: number}>,
 *   log: (line: string) => void}} options
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startCdn({ port, host, pictures, log }) {
  /** @type {Map<string, Promise<{bytes: Buffer, etag: string}>>} */
  const rendered = new Map();

  const picture = (key, format) => {
    const id = `${key}.${format}`;
    let entry = rendered.get(id);
    if (!entry) {
      const source = pictures.get(key);
      if (!source) return null;
      entry = renderPicture(source, format, PICTURE_SIZE).then((bytes) => ({
        bytes,
        etag: `"${createHash("md5").update(bytes).digest("hex")}"`,
      }));
      rendered.set(id, entry);
    }
    return entry;
  };

  const notFound = (response, what) => {
    // Cloudinary's miss: an empty 404 that names the missing resource in a header.
    response.writeHead(404, { "x-cld-error": `Resource not found - ${what}`, "content-length": 0 });
    response.end();
  };

  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://cdn").pathname;
    const match = PICTURE_PATH.exec(pathname);
    const format = match ? FORMATS[/** @type {keyof FORMATS} */ (match[3].toLowerCase())] : null;
    const found = match && format ? picture(`${match[1]}/${match[2]}`, format) : null;
    const ok = (request.method === "GET" || request.method === "HEAD") && found;
    if (!ok) {
      log(`[cdn] ${request.method} ${pathname} 404`);
      return notFound(response, match?.[2] ?? pathname);
    }
    try {
      const { bytes, etag } = await found;
      const fresh = request.headers["if-none-match"] === etag;
      response.writeHead(fresh ? 304 : 200, {
        "content-type": `image/${format}`,
        ...(fresh ? {} : { "content-length": bytes.length }),
        "cache-control": "public, max-age=2592000",
        etag,
        "last-modified": LAST_MODIFIED,
        "access-control-allow-origin": "*",
        "timing-allow-origin": "*",
      });
      response.end(fresh || request.method === "HEAD" ? undefined : bytes);
    } catch (error) {
      log(`[cdn] ${pathname}: ${error instanceof Error ? error.message : error}`);
      response.writeHead(500).end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
