import "server-only";
import http from "node:http";

const PATCHED = Symbol.for("uphaar.socketPeerOnly");

/**
 * With no proxy in front of the storefront (TRUST_PROXY=0), every X-Forwarded-For a request
 * carries was written by the client. Next keeps such a header as it came and fills it with
 * the socket's peer only when it is missing, and a route handler cannot see the socket. So
 * each request's header is replaced by the peer's address as the Node server receives it,
 * before Next reads it; `shopperOf` then finds the peer there. Runs on any Node host (`next
 * start`, standalone); a platform that runs its own server sets the header itself (Vercel).
 */
export function trustSocketPeerOnly(): void {
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    const request = args[0];
    if (event === "request" && request instanceof http.IncomingMessage) {
      const peer = request.socket.remoteAddress;
      if (peer) request.headers["x-forwarded-for"] = peer;
      else delete request.headers["x-forwarded-for"];
      delete request.headers["x-real-ip"];
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
