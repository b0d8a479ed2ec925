/** @jest-environment node */
// compose.yaml read as Docker Compose reads it (YAML with merge keys, then ${VAR} from
// deploy/compose.env): the topology docs/deploy.md describes, wired to the nginx template,
// each service's environment accepted by its own env parser. No container engine runs here.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { z } from "zod";
import { CATALOGUE_WEBHOOK_PATH } from "@giftshop/shared/catalogue-webhook";
import { loadBackendEnv } from "@/backend/src/env";
import { loadStorefrontEnv } from "@/lib/env";

const { load } = createRequire(__filename)("js-yaml") as { load(text: string): unknown };

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const TEMPLATE = "deploy/nginx/giftshop.conf.template";
const TEMPLATE_VARIABLES = [
  "EDGE_LISTEN",
  "BACKEND_LB_LISTEN",
  "STOREFRONT_SERVERS",
  "BACKEND_SERVERS",
  "CACHE_DIR",
];

const service = z.object({
  image: z.string(),
  environment: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  volumes: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
});
const composeFile = z.object({ services: z.record(z.string(), service) });

const composeText = read("compose.yaml");
const compose = composeFile.parse(load(composeText));
const names = Object.keys(compose.services);
const storefronts = names.filter((name) => /^storefront-\d+$/.test(name));
const backends = names.filter((name) => /^backend-\d+$/.test(name));
const get = (name: string) => compose.services[name] ?? fail(`no service ${name}`);

/** The example env file as Compose's --env-file reads it: NAME=value lines. */
const example = new Map(
  read("deploy/compose.env.example")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);
/** What an operator fills in: the example's values, with its blank secrets given. */
const filledIn = new Map([
  ...example,
  ["POSTGRES_PASSWORD", "postgres-secret"],
  ["AUTH_SECRET", "a".repeat(32)],
  ["CATALOGUE_WEBHOOK_SECRET", "w".repeat(32)],
  ["PAYMENT_PROVIDER", "local"],
]);

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}. */
function interpolate(value: string, vars: Map<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, op, arg) => {
    const given = vars.get(name) ?? "";
    if (given !== "") return given;
    if (op === "?") throw new Error(`${name}: ${arg}`);
    return op === "-" ? arg : "";
  });
}

function environmentOf(name: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(get(name).environment).map(([key, value]) => [
      key,
      interpolate(String(value), filledIn),
    ]),
  );
}

/** `server host:port …;` lines of an upstream, as host:port. */
function servers(list: string): string[] {
  return [...list.matchAll(/server\s+([^\s;]+)/g)].map((match) => match[1] ?? "");
}

describe("compose.yaml", () => {
  it("runs PostgreSQL 16, Redis 7, two backends, two storefronts and nginx", () => {
    expect(get("postgres").image).toBe("postgres:16");
    expect(get("postgres").healthcheck?.test.join(" ")).toContain("pg_isready");
    expect(get("redis").image).toBe("redis:7");
    expect(get("edge").image).toBe("nginx:1.27");
    expect(storefronts).toEqual(["storefront-1", "storefront-2"]);
    expect(backends).toEqual(["backend-1", "backend-2"]);
  });

  it("gives nginx exactly the template's variables, naming every storefront and backend", () => {
    const edge = environmentOf("edge");
    expect(Object.keys(edge).sort()).toEqual([...TEMPLATE_VARIABLES].sort());
    expect(servers(edge.STOREFRONT_SERVERS ?? "")).toEqual(storefronts.map((s) => `${s}:3000`));
    expect(servers(edge.BACKEND_SERVERS ?? "")).toEqual(backends.map((b) => `${b}:4000`));
    expect(get("edge").volumes).toContain(
      `./${TEMPLATE}:/etc/nginx/templates/giftshop.conf.template:ro`,
    );
  });

  const templateHere = fs.existsSync(path.join(root, TEMPLATE));
  (templateHere ? it : it.skip)("names every variable the nginx template uses", () => {
    const directives = read(TEMPLATE).replace(/#.*$/gm, "");
    const used = new Set([...directives.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual([...TEMPLATE_VARIABLES].sort());
  });

  it("sends the storefronts to the backends through nginx, and the webhook to the edge", () => {
    const edge = environmentOf("edge");
    for (const name of storefronts) {
      expect(environmentOf(name).BACKEND_URL).toBe(`http://edge:${edge.BACKEND_LB_LISTEN}`);
    }
    const edgeAddress = edge.EDGE_LISTEN === "80" ? "edge" : `edge:${edge.EDGE_LISTEN}`;
    for (const name of backends) {
      expect(environmentOf(name).CATALOGUE_WEBHOOK_URL).toBe(
        `http://${edgeAddress}${CATALOGUE_WEBHOOK_PATH}`,
      );
    }
  });

  it("gives every storefront the same session secret and no database credentials", () => {
    const secrets = storefronts.map((name) => environmentOf(name).AUTH_SECRET);
    expect(new Set(secrets).size).toBe(1);
    for (const name of storefronts) {
      expect(Object.keys(environmentOf(name))).not.toContain("DATABASE_URL");
    }
    for (const name of backends) {
      expect(Object.keys(environmentOf(name))).not.toContain("AUTH_SECRET");
    }
  });

  it("starts the second backend once the first has migrated and seeded the database", () => {
    expect(get("backend-2").depends_on["backend-1"]).toEqual({ condition: "service_healthy" });
    expect(get("backend-1").depends_on.postgres).toEqual({ condition: "service_healthy" });
  });

  it("sets environments the storefront and backend parsers accept in production", () => {
    for (const name of storefronts) {
      const env = loadStorefrontEnv({ ...environmentOf(name), NODE_ENV: "production" });
      expect(env).toMatchObject({ TRUST_PROXY: 1, SITE_URL: example.get("SITE_URL") });
    }
    for (const name of backends) {
      const env = loadBackendEnv({ ...environmentOf(name), NODE_ENV: "production" });
      expect(env).toMatchObject({ TRUST_PROXY: 1, PAYMENT_PROVIDER: "local" });
      expect(env.DATABASE_URL).toBe("postgres://giftshop:postgres-secret@postgres:5432/giftshop");
    }
  });

  it("refuses to start without the secrets, naming them", () => {
    const blank = new Map([...filledIn, ["AUTH_SECRET", ""]]);
    const auth = String(get("storefront-1").environment.AUTH_SECRET);
    expect(() => interpolate(auth, blank)).toThrow("AUTH_SECRET: set AUTH_SECRET in");
  });

  it("reads every variable it interpolates from deploy/compose.env.example, and no other", () => {
    const interpolated = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
    expect([...interpolated].sort()).toEqual([...example.keys()].sort());
  });
});
