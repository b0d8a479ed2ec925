/**
 * How long a server keeps an idle kept-alive connection open. nginx in front keeps its idle
 * connections to the servers up to 60 s (`keepalive_timeout` in the upstreams of
 * deploy/nginx/giftshop.conf.template), as do most load balancers: the server must hold them
 * longer, or it closes a connection just as the proxy sends a request on it, and that request
 * fails with a reset (Node's default is 5 s). The storefront gets the same value
 * (scripts/lib/processes.mjs, and KEEP_ALIVE_TIMEOUT for the standalone server).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Applies KEEP_ALIVE_MS to a Node HTTP server; its headers timeout must be longer still. */
export function keepConnectionsAlive(server: object): void {
  if ("keepAliveTimeout" in server && "headersTimeout" in server) {
    Object.assign(server, {
      keepAliveTimeout: KEEP_ALIVE_MS,
      headersTimeout: KEEP_ALIVE_MS + 1_000,
    });
  }
}
