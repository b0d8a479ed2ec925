/**
 * The shop over https, for the specs about what only https changes (the session cookie is
 * `__Host-` named and Secure there; the run's own shop is plain http). A second `next start`
 * of the run's build, with SITE_URL=https://localhost:<port> and the run's backend and
 * secret, sits behind a TLS front with a certificate made for this run: the front ends TLS
 * and passes the bytes on, as a load balancer in TCP mode does in production.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { e2eServerEnv } from "../../../scripts/lib/e2e-env.mjs";
import { storefrontEnv, waitFor } from "../../../scripts/lib/processes.mjs";

export interface HttpsShop {
  /** `https://localhost:<port>`: the front's address and the shop's SITE_URL. */
  url: string;
  /** Stops the shop (its whole process group) and the front, and removes the certificate. */
  stop(): Promise<void>;
}

/** This machine cannot run the https shop; the message says why (a reason to skip). */
export class HttpsShopUnavailable extends Error {}

/**
 * A self-signed certificate for localhost, valid a day, made by openssl in `dir` (Node's
 * crypto makes keys but not certificates).
 */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.error) throw new HttpsShopUnavailable(`openssl could not run: ${made.error.message}`);
  if (made.status !== 0) {
    throw new HttpsShopUnavailable(`openssl made no certificate: ${made.stderr.trim()}`);
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/** Listens on 127.0.0.1 at a port the system picks; resolves that port. */
function listenOnFreePort(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** A port the system has just handed out as free, for the storefront to listen on. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await listenOnFreePort(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** SIGTERMs `child`'s process group (SIGKILL after 5 s) and waits until it is gone. */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the https shop; its storefront's output goes to `logFile`. Throws
 * HttpsShopUnavailable when this machine cannot run it: a run against a shop started
 * elsewhere (E2E_BASE_URL) has no build and backend of its own here, or openssl is missing.
 */
export async function startHttpsShop({ logFile }: { logFile: string }): Promise<HttpsShop> {
  if (process.env.E2E_BASE_URL) {
    throw new HttpsShopUnavailable("E2E_BASE_URL is set, so this run has no build to start");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uphaar-https-"));
  let certificate: { key: Buffer; cert: Buffer };
  try {
    certificate = selfSignedCertificate(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  // The front listens first: its port is part of the storefront's SITE_URL.
  const shopPort = await freePort();
  const sockets = new Set<net.Socket>();
  const front = tls.createServer(certificate, (client) => {
    const upstream = net.connect(shopPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    }
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const url = `https://localhost:${await listenOnFreePort(front)}`;

  const env = storefrontEnv({
    ...process.env,
    ...e2eServerEnv(),
    PORT: String(shopPort),
    SITE_URL: url,
  });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  // Its own process group, so stopping it stops whatever Next starts under it.
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(shopPort)], {
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  // Should this worker end without its teardown, the shop does not outlive it.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    await stopGroup(child);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => front.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${shopPort}/privacy-policy`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    const tail = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-25).join("\n");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the https shop did not start: ${reason}\n${tail}`);
  }
  return { url, stop };
}
