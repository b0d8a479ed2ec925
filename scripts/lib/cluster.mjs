// The shop as it runs at scale, on one machine (docs/scale-out.md): nginx as edge cache and
// round-robin balancer in front of two storefronts, which reach two reference backends through
// nginx's second balancer, all on one PostgreSQL and one Redis. Used by `npm run cluster`
// (scripts/cluster.mjs) and `npm run test:cluster` (tests/cluster/run.mjs).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { build, buildReason } from "../../bench/lib/shop.mjs";
import {
  killHard,
  logTail,
  nextStartArgs,
  portAnswers,
  spawnLogged,
  stopProcess,
  storefrontEnv,
  waitFor,
} from "./processes.mjs";

export const CLUSTER_DEFAULTS = {
  dataDir: ".data/cluster",
  edgePort: 8080,
  backendLbPort: 8081,
  storefrontPorts: [3101, 3102],
  backendPorts: [4101, 4102],
  databaseUrl: "postgres://postgres@127.0.0.1:5432/giftshop_cluster",
  // A database index of its own: the cluster empties it at every start.
  redisUrl: "redis://127.0.0.1:6379/2",
  // Started here when nothing answers at redisUrl and redis-server is installed.
  privateRedisPort: 6390,
};

/** Something the cluster needs is missing; `message` says what to install or set. */
export class ClusterUnavailable extends Error {}

/** Where nginx lives, installing Debian's nginx-light when missing and allowed; or throws. */
export function ensureNginx({ install = true } = {}) {
  const found = which("nginx");
  if (found) return found;
  if (install && aptInstall("nginx-light")) return which("nginx");
  throw new ClusterUnavailable(
    "nginx is not installed: install it (Debian/Ubuntu: sudo apt-get install nginx-light; " +
      "macOS: brew install nginx) and run this again.",
  );
}

function which(command) {
  for (const dir of (process.env.PATH ?? "").split(":").concat(["/usr/sbin", "/sbin"])) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** apt-get install as root, quietly; true when it worked. */
function aptInstall(pkg) {
  if (process.getuid?.() !== 0 || !which("apt-get")) return false;
  console.log(`[cluster] installing Debian's ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const quiet = { stdio: "ignore", env };
  if (spawnSync("apt-get", ["install", "-y", "-qq", pkg], quiet).status === 0) return true;
  spawnSync("apt-get", ["update", "-qq"], quiet);
  return spawnSync("apt-get", ["install", "-y", "-qq", pkg], quiet).status === 0;
}

/**
 * A Redis for the cluster: the one at `url` when it answers, else a private redis-server
 * started here (installed first when missing and allowed). Resolves { url, child }.
 */
async function ensureRedis(url, { dataDir, port, install = true }) {
  const { hostname, port: urlPort } = new URL(url);
  if (await portAnswers(hostname, Number(urlPort || 6379))) return { url, child: null };
  let server = which("redis-server");
  if (!server && install && aptInstall("redis-server")) server = which("redis-server");
  if (!server) {
    throw new ClusterUnavailable(
      `Redis does not answer at ${url} and redis-server is not installed: install it ` +
        "(sudo apt-get install redis-server) or set CLUSTER_REDIS_URL.",
    );
  }
  const child = spawnLogged(
    server,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    process.env,
    path.join(dataDir, "logs", "redis.log"),
  );
  const privateUrl = `redis://127.0.0.1:${port}/2`;
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers("127.0.0.1", port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopProcess(child);
      throw new ClusterUnavailable(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: privateUrl, child };
}

/**
 * Makes sure the cluster's database exists (created through the server's `postgres`
 * database); with `fresh`, drops it first. Throws ClusterUnavailable when no server answers.
 */
async function ensureDatabase(url, { fresh = false } = {}) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new ClusterUnavailable(`${url}: the database name must be lower-case letters, digits, _`);
  }
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ClusterUnavailable(
      `PostgreSQL does not answer at ${target.host} (${error.message}): install and start it ` +
        "(sudo apt-get install postgresql) or set CLUSTER_DATABASE_URL.",
    );
  }
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Empties the cluster's Redis database (page cache, rate-limit counters of an earlier run). */
async function flushRedis(url) {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

/** Secrets every instance of one cluster shares, kept in its data folder across starts. */
function clusterSecrets(dataDir) {
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    const secrets = {
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      CATALOGUE_WEBHOOK_SECRET: randomBytes(32).toString("base64url"),
      LOCAL_PAYMENT_SECRET: randomBytes(32).toString("base64url"),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}

/** The environment of a cluster server: the caller's, without their own shop's settings. */
function serverEnv(extra) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of [
    "DATABASE_URL",
    "BACKEND_URL",
    "SMTP_URL",
    "SITE_URL",
    "PAYMENT_PROVIDER",
    "REDIS_URL",
    "TRUST_PROXY",
    "BACKEND_PROFILE",
    "PAGE_CACHE",
    "PAGE_CACHE_REDIS_URL",
    "CACHE_KEY_PREFIX",
    "CATALOGUE_WEBHOOK_URL",
    "PORT",
    "BACKEND_PORT",
  ]) {
    delete env[name];
  }
  return { ...env, ...extra };
}

/** nginx's files for this cluster: the repo's template filled in, and a main config. */
export function writeNginxConfig({
  dir,
  edgePort,
  backendLbPort,
  storefrontPorts,
  backendPorts,
  staticRoot,
}) {
  const servers = (ports) =>
    ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n    ");
  const values = {
    EDGE_LISTEN: `127.0.0.1:${edgePort}`,
    BACKEND_LB_LISTEN: `127.0.0.1:${backendLbPort}`,
    STOREFRONT_SERVERS: servers(storefrontPorts),
    BACKEND_SERVERS: servers(backendPorts),
    CACHE_DIR: path.join(dir, "cache"),
  };
  const template = fs.readFileSync("deploy/nginx/giftshop.conf.template", "utf8");
  const site = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => values[name] ?? whole);
  // The edge's copies are of the pages an earlier run served: emptied, like the page cache.
  fs.rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  for (const sub of ["cache", "temp", "logs"])
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.writeFileSync(path.join(dir, "giftshop.conf"), site);
  // A static file server beside the edge, for the bench's baseline (bench/lib/edge.mjs).
  const staticServer = staticRoot
    ? `\n    server {\n        listen 127.0.0.1:${backendLbPort + 1};\n        root ${path.resolve(staticRoot)};\n        gzip_static on;\n    }\n`
    : "";
  const temp = path.join(dir, "temp");
  const main = `# Written by scripts/lib/cluster.mjs for this run; the shop's part is giftshop.conf.
daemon off;
worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "logs", "error.log")} warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    # tcp_nopush is off in the edge's server (giftshop.conf.template says why).
    keepalive_timeout 65;
    keepalive_requests 100000;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${path.join(dir, "giftshop.conf")};${staticServer}
}
`;
  const mainFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(mainFile, main);
  return mainFile;
}

/**
 * Starts the whole cluster; resolves a handle with its address, each server (to kill and
 * start again) and `stop()`. Options override CLUSTER_DEFAULTS; `fresh` starts from an empty
 * database; `forceBuild` rebuilds the storefront; `log` prints progress.
 */
export async function startCluster(options = {}) {
  const o = { ...CLUSTER_DEFAULTS, ...options };
  const log = o.log ?? ((line) => console.log(`[cluster] ${line}`));
  const dataDir = path.resolve(o.dataDir);
  const logs = path.join(dataDir, "logs");
  fs.mkdirSync(logs, { recursive: true });
  const nginxBin = ensureNginx({ install: o.install ?? true });
  const redis = await ensureRedis(o.redisUrl, {
    dataDir,
    port: o.privateRedisPort,
    install: o.install ?? true,
  });
  try {
    await ensureDatabase(o.databaseUrl, { fresh: o.fresh });
    await flushRedis(redis.url);
  } catch (error) {
    // A private redis-server started above runs in its own process group: not left behind.
    if (redis.child) await stopProcess(redis.child);
    throw error;
  }
  const secrets = clusterSecrets(dataDir);
  const edgeUrl = `http://127.0.0.1:${o.edgePort}`;
  const siteUrl = `http://localhost:${o.edgePort}`;
  const backendLbUrl = `http://127.0.0.1:${o.backendLbPort}`;
  const handle = {
    url: edgeUrl,
    siteUrl,
    backendLbUrl,
    dataDir,
    redisUrl: redis.url,
    databaseUrl: o.databaseUrl,
    secrets,
    storefronts: [],
    backends: [],
    nginx: null,
    redis: redis.child,
  };

  const backendEnv = (port) =>
    serverEnv({
      NODE_ENV: "production",
      BACKEND_PORT: String(port),
      BACKEND_HOST: "127.0.0.1",
      DATABASE_URL: o.databaseUrl,
      DB_POOL_MAX: String(o.dbPoolMax ?? 10),
      // One folder for both: the catalogue's pictures and the local provider's secret.
      DATA_DIR: path.join(dataDir, "backend"),
      REDIS_URL: redis.url,
      TRUST_PROXY: "1",
      PAYMENT_PROVIDER: "local",
      LOCAL_PAYMENT_SECRET: secrets.LOCAL_PAYMENT_SECRET,
      CATALOGUE_WEBHOOK_URL: `${edgeUrl}/api/revalidate`,
      CATALOGUE_WEBHOOK_SECRET: secrets.CATALOGUE_WEBHOOK_SECRET,
      ...o.backendEnv,
    });
  const storefrontEnvFor = (port) =>
    storefrontEnv(
      serverEnv({
        NODE_ENV: "production",
        PORT: String(port),
        BACKEND_URL: backendLbUrl,
        SITE_URL: siteUrl,
        AUTH_SECRET: secrets.AUTH_SECRET,
        REDIS_URL: redis.url,
        TRUST_PROXY: "1",
        CATALOGUE_WEBHOOK_SECRET: secrets.CATALOGUE_WEBHOOK_SECRET,
        ...o.storefrontEnv,
      }),
    );

  const stop = async () => {
    await Promise.all(handle.storefronts.map((server) => server.stop()));
    if (handle.nginx) await stopProcess(handle.nginx);
    await Promise.all(handle.backends.map((server) => server.stop()));
    if (handle.redis) await stopProcess(handle.redis);
  };
  handle.stop = stop;

  try {
    // Both backends at once, as an orchestrator starts them: the first start migrates and
    // seeds under a lock, the other waits for it (docs/scale-out.md "The backends").
    log(`starting ${o.backendPorts.length} backends on ${o.databaseUrl}`);
    handle.backends = o.backendPorts.map((port, index) =>
      server({
        name: `backend-${index + 1}`,
        port,
        url: `http://127.0.0.1:${port}`,
        health: "/health",
        timeoutMs: 300_000,
        logFile: path.join(logs, `backend-${index + 1}.log`),
        start: (logFile) =>
          spawnLogged(
            process.execPath,
            ["--import", "tsx", "backend/src/server.ts"],
            backendEnv(port),
            logFile,
          ),
      }),
    );
    await Promise.all(handle.backends.map((backend) => backend.start()));

    log(`starting nginx: the edge on ${edgeUrl}, the backends' balancer on ${backendLbUrl}`);
    const nginxConf = writeNginxConfig({
      dir: path.join(dataDir, "nginx"),
      edgePort: o.edgePort,
      backendLbPort: o.backendLbPort,
      storefrontPorts: o.storefrontPorts,
      backendPorts: o.backendPorts,
      staticRoot: o.staticRoot,
    });
    handle.nginx = spawnLogged(
      nginxBin,
      ["-c", nginxConf, "-p", path.dirname(nginxConf)],
      process.env,
      path.join(logs, "nginx.log"),
    );
    await waitFor(`${edgeUrl}/nginx-health`, { child: handle.nginx, timeoutMs: 15_000 });

    const target = { backendUrl: backendLbUrl, siteUrl };
    const reason = buildReason(o.forceBuild, target);
    if (reason) {
      log(`building the storefront (${reason})…`);
      build({ ...target, dataDir: path.join(dataDir, "build") });
    }

    log(`starting ${o.storefrontPorts.length} storefronts`);
    handle.storefronts = o.storefrontPorts.map((port, index) =>
      server({
        name: `storefront-${index + 1}`,
        port,
        url: `http://127.0.0.1:${port}`,
        health: "/privacy-policy",
        timeoutMs: 120_000,
        logFile: path.join(logs, `storefront-${index + 1}.log`),
        start: (logFile) =>
          spawnLogged(
            "node_modules/.bin/next",
            nextStartArgs(port),
            storefrontEnvFor(port),
            logFile,
          ),
      }),
    );
    await Promise.all(handle.storefronts.map((storefront) => storefront.start()));
    await waitFor(`${edgeUrl}/`, { timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return handle;
}

/** One server of the cluster: started, stopped, killed and started again by the tests. */
function server({ name, port, url, health, timeoutMs, logFile, start }) {
  const self = {
    name,
    port,
    url,
    logFile,
    child: null,
    async start() {
      self.child = start(logFile);
      try {
        await waitFor(`${url}${health}`, { child: self.child, timeoutMs });
      } catch (error) {
        await stopProcess(self.child);
        throw new Error(`${name}: ${error.message}\n${logTail(logFile)}`);
      }
    },
    /** SIGTERM, then SIGKILL after a grace period. */
    stop: () => stopProcess(self.child),
    /** SIGKILL at once, as a crashed machine. */
    kill: () => killHard(self.child),
  };
  return self;
}
