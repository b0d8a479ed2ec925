/**
 * Throws malformed input at every public endpoint: nothing may answer 5xx, log a server
 * error, or answer anything but JSON; every rejection is { success: false, message }.
 */
import { expectRejected } from "./test/expect";
import { testAppPerFile, type Json } from "./test/test-app";
import { ids, productIds } from "./test/fixture";
import { testEngine } from "./test/test-db";

const t = testAppPerFile();
let logged: string[] = [];
let errorSpy: jest.SpyInstance;
beforeAll(async () => {
  // The app logs every 500; collect the lines so a failure shows the cause, not a stack dump.
  errorSpy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(oneLine).join(" "));
  });
});
afterAll(async () => {
  errorSpy.mockRestore();
});

/** A logged value in one short line: for a failed query, the database's reason. */
function oneLine(value: unknown): string {
  if (!(value instanceof Error)) return String(value).split("\n")[0] ?? "";
  return value.cause instanceof Error ? value.cause.message : (value.message.split("\n")[0] ?? "");
}

interface Case {
  /** What the test name shows, short enough to read even for 10 kB inputs. */
  label: string;
  method: string;
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Content-Type header; none when undefined. */
  contentType?: string;
  /** Whether a 2xx answer is a `{ success: true, … }` object (the others are bare lists or a product). */
  envelope: boolean;
}

const encoder = new TextEncoder();
const short = (text: string) =>
  text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;

/** Sends `c` and lists every way the answer breaks the contract (an empty list is a pass). */
async function problems(c: Case): Promise<string[]> {
  logged = [];
  const headers: Record<string, string> = {};
  if (c.contentType !== undefined) headers["content-type"] = c.contentType;
  const response = await t.app.request(c.url, {
    method: c.method,
    headers,
    body: c.body,
  });
  const text = await response.text();
  const found: string[] = [];
  if (response.status >= 500) found.push(`status ${response.status}`);
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("application/json")) found.push(`content-type "${contentType}"`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    found.push(`not JSON: ${short(text)}`);
  }
  const object = typeof body === "object" && body !== null && !Array.isArray(body);
  if (response.status >= 400) {
    const answer = body as Json;
    if (!object || answer.success !== false)
      found.push(`error without success:false: ${short(text)}`);
    else if (typeof answer.message !== "string" || answer.message.trim() === "") {
      found.push(`error without a message: ${short(text)}`);
    }
  } else if (c.envelope) {
    if (!object || (body as Json).success !== true)
      found.push(`2xx without success:true: ${short(text)}`);
  } else if (!Array.isArray(body) && !object) {
    found.push(`2xx that is neither a list nor an object: ${short(text)}`);
  }
  for (const line of logged) found.push(`logged: ${line.slice(0, 200)}`);
  return found;
}

// ---- GET endpoints × query parameters × hostile values -----------------------------------

const listEndpoints: { path: string; params: string[]; envelope: boolean }[] = [
  { path: "/api/getcategories", params: ["q"], envelope: false },
  { path: "/api/getsubcategories", params: ["category"], envelope: false },
  { path: "/api/client/search", params: ["q", "limit"], envelope: true },
  { path: "/api/client/productsbycategory", params: ["limit"], envelope: true },
  {
    path: "/api/product/filter",
    params: [
      "categoryname",
      "subcategory",
      "recipient",
      "q",
      "minPrice",
      "maxPrice",
      "discount",
      "sort",
      "page",
      "limit",
    ],
    envelope: true,
  },
  { path: `/api/products/${productIds.truffle}`, params: ["x"], envelope: false },
  { path: `/api/product/reviews/${productIds.truffle}`, params: ["x"], envelope: false },
  { path: `/api/product/related/${productIds.truffle}`, params: ["x"], envelope: true },
];

/** Raw (already URL-encoded) values, by name. */
const queryValues: [string, string][] = [
  ["negative", "-1"],
  ["minus zero", "-0"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["-Infinity", "-Infinity"],
  ["1e309", "1e309"],
  ["exponent", "1e3"],
  ["fraction", "1.5"],
  ["hex", "0x10"],
  ["zero", "0"],
  ["huge", "99999999999999999999999999"],
  ["past 2^53", "9007199254740993"],
  ["past int32", "2147483648"],
  ["9 digits", "999999999"],
  ["empty", ""],
  ["spaces", "%20%20"],
  ["NUL", "%00"],
  ["NUL inside", "a%00b"],
  ["unicode", "%E2%82%B9%F0%9F%8E%82%20%E0%A4%A8%E0%A4%AE"],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["invalid UTF-8", "%FF%FE"],
  ["truncated escape", "%E0%A4%A"],
  ["bare percent", "%"],
  ["percent", "%25"],
  ["underscore", "_"],
  ["backslash", "%5C"],
  ["SQL OR", "'%20OR%201%3D1--"],
  ["SQL drop", "1%3B%20DROP%20TABLE%20products%3B--"],
  ["html", "%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
  ["10 kB", "x".repeat(10 * 1024)],
  ["many commas", ",".repeat(3000)],
  ["101 ids", Array.from({ length: 101 }, () => productIds.truffle).join(",")],
  ["bad id in list", `${ids.cakes},nope`],
  ["null", "null"],
  ["true", "true"],
  ["brackets", "%5B%5D"],
  ["braces", "%7B%7D"],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["toString", "toString"],
];

/** Whole query strings for parameter `p`. */
const queryShapes: [string, (p: string) => string][] = [
  ["repeated", (p) => `${p}=1&${p}=2`],
  ["repeated, bad first", (p) => `${p}=abc&${p}=1`],
  ["array brackets", (p) => `${p}[]=1&${p}[]=2`],
  ["object brackets", (p) => `${p}[a]=1`],
  ["__proto__ key", (p) => `__proto__=1&${p}=1`],
  ["__proto__ nested", (p) => `__proto__[${p}]=1`],
  ["constructor.prototype", (p) => `constructor[prototype][${p}]=1`],
  ["key without value", (p) => p],
  ["empty key", (p) => `=${p}`],
  ["encoded key", (p) => `${encodeURIComponent(p)}%00=1`],
];

const getCases: Case[] = listEndpoints.flatMap(({ path, params, envelope }) =>
  params.flatMap((p) => [
    ...queryValues.map(([name, raw]) => ({
      label: `GET ${path}?${p}=<${name}>`,
      method: "GET",
      url: `${path}?${p}=${raw}`,
      envelope,
    })),
    ...queryShapes.map(([name, build]) => ({
      label: `GET ${path}?<${name} ${p}>`,
      method: "GET",
      url: `${path}?${build(p)}`,
      envelope,
    })),
  ]),
);

// ---- GET endpoints with an {id} path segment × hostile ids --------------------------------

const idEndpoints: { path: (id: string) => string; name: string; envelope: boolean }[] = [
  { name: "/api/products/{id}", path: (id) => `/api/products/${id}`, envelope: false },
  {
    name: "/api/product/reviews/{id}",
    path: (id) => `/api/product/reviews/${id}`,
    envelope: false,
  },
  { name: "/api/product/related/{id}", path: (id) => `/api/product/related/${id}`, envelope: true },
];

const pathIds: [string, string][] = [
  ["NUL", "%00"],
  ["valid id + NUL", `${productIds.truffle}%00`],
  ["dot-dot slash", "..%2f"],
  ["dot-dot to package.json", "..%2f..%2fpackage.json"],
  ["encoded dot-dot", "%2e%2e"],
  ["10 kB", "x".repeat(10 * 1024)],
  ["10 kB of hex", "a".repeat(10 * 1024)],
  ["SQL OR", "'%20OR%201=1"],
  ["SQL OR quoted", "'%20OR%20'1'%3D'1"],
  ["SQL drop", `${productIds.truffle};DROP%20TABLE%20products`],
  ["negative", "-1"],
  ["zero", "0"],
  ["NaN", "NaN"],
  ["1e309", "1e309"],
  ["truncated escape", "%E0%A4%A"],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["emoji", "%F0%9F%8E%82"],
  ["upper-case hex", productIds.truffle.toUpperCase()],
  ["leading space", `%20${productIds.truffle}`],
  ["trailing space", `${productIds.truffle}%20`],
  ["23 hex", productIds.truffle.slice(1)],
  ["25 hex", `${productIds.truffle}0`],
  ["non-hex letter", `${productIds.truffle.slice(1)}g`],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
  ["brackets", "%5B%5D"],
  ["null", "null"],
  ["percent", "%25"],
  ["unknown id", ids.unknown],
  ["unapproved product", productIds.hiddenCake],
  ["a category id", ids.cakes],
  ["valid", productIds.redRoses],
  ["extra segment", `${productIds.truffle}/extra`],
];

const idCases: Case[] = idEndpoints.flatMap(({ name, path, envelope }) =>
  pathIds.map(([idName, raw]) => ({
    label: `GET ${name} with id <${idName}>`,
    method: "GET",
    url: path(raw),
    envelope,
  })),
);

// ---- POST endpoints × hostile bodies ------------------------------------------------------

const postEndpoints: { path: string; valid: Json }[] = [
  {
    path: "/api/product/review",
    valid: { productId: productIds.truffle, userName: "Hostile Tester", rating: 4, comment: "ok" },
  },
  {
    path: "/api/feedback",
    valid: { name: "Hostile Tester", email: "hostile@example.in", message: "Just testing." },
  },
  { path: "/api/newsletter", valid: { email: "hostile@example.in" } },
];

function deeplyNested(levels: number, open: string, close: string, inner = "1") {
  return `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
}

/** Whole bodies built from the endpoint's valid body, all sent as application/json. */
const rawBodies: [string, (valid: Json) => string | Uint8Array<ArrayBuffer>][] = [
  ["null", () => "null"],
  ["[]", () => "[]"],
  ["array of the valid body", (v) => JSON.stringify([v])],
  ['"string"', () => '"string"'],
  ["42", () => "42"],
  ["true", () => "true"],
  ["false", () => "false"],
  ["{}", () => "{}"],
  ["empty", () => ""],
  ["whitespace", () => " \n\t "],
  ["truncated JSON", (v) => JSON.stringify(v).slice(0, -3)],
  ["trailing comma", () => '{"a":1,}'],
  ["single quotes", () => "{'a': 1}"],
  ["NaN literal", () => "NaN"],
  ["1e309", () => "1e309"],
  ["20,000 nested arrays", () => deeplyNested(20000, "[", "]")],
  ["10,000 nested objects", () => deeplyNested(10000, '{"a":', "}")],
  [
    "fields holding deeply nested arrays",
    (v) =>
      `{${Object.keys(v)
        .map((k) => `"${k}":${deeplyNested(2000, "[", "]")}`)
        .join(",")}}`,
  ],
  ["__proto__ holding the fields", (v) => `{"__proto__":${JSON.stringify(v)}}`],
  [
    "__proto__ beside the fields",
    (v) => `{"__proto__":{"polluted":true},${JSON.stringify(v).slice(1)}`,
  ],
  [
    "constructor.prototype",
    (v) => JSON.stringify({ ...v, constructor: { prototype: { polluted: true } } }),
  ],
  [
    "extra fields",
    (v) =>
      JSON.stringify({ ...v, _id: ids.unknown, approved: true, createdAt: "1970-01-01", id: 1 }),
  ],
  [
    "every value as a string",
    (v) => JSON.stringify(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]))),
  ],
  [
    "every value a boolean",
    (v) => JSON.stringify(Object.fromEntries(Object.keys(v).map((k) => [k, true]))),
  ],
  [
    "every value null",
    (v) => JSON.stringify(Object.fromEntries(Object.keys(v).map((k) => [k, null]))),
  ],
  ["duplicate keys", (v) => `${JSON.stringify(v).slice(0, -1)},"${Object.keys(v)[0] ?? "x"}":[1]}`],
  ["byte-order mark", (v) => `\uFEFF${JSON.stringify(v)}`],
  ["lone surrogate escape", (v) => JSON.stringify(v).replace(/"([^"]*)"}$/, '"\\ud800"}')],
  [
    "invalid UTF-8 bytes",
    (v) => {
      const json = encoder.encode(JSON.stringify(v));
      const bytes = new Uint8Array(json.length + 2);
      bytes.set(json.subarray(0, 4));
      bytes.set([0xff, 0xc0], 4);
      bytes.set(json.subarray(4), 6);
      return bytes;
    },
  ],
  [
    "invalid UTF-8 inside a value",
    (v) => {
      const json = encoder.encode(JSON.stringify(v));
      const at = json.lastIndexOf(0x22); // the closing quote of the last string value
      const bytes = new Uint8Array(json.length + 3);
      bytes.set(json.subarray(0, at));
      bytes.set([0xed, 0xa0, 0x80], at);
      bytes.set(json.subarray(at), at + 3);
      return bytes;
    },
  ],
  [
    "UTF-16 encoded",
    (v) => {
      const text = JSON.stringify(v);
      const bytes = new Uint8Array(2 + text.length * 2);
      bytes.set([0xff, 0xfe]);
      for (let i = 0; i < text.length; i += 1) bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      return bytes;
    },
  ],
];

/** Replacements for one field of the valid body; `undefined` removes the field. */
const fieldValues: [string, unknown][] = [
  ["missing", undefined],
  ["null", null],
  ["true", true],
  ["false", false],
  ["0", 0],
  ["-1", -1],
  ["1.5", 1.5],
  ["1e308", 1e308],
  ['"NaN"', "NaN"],
  ['"5"', "5"],
  ['""', ""],
  ["blank", "   "],
  ["[]", []],
  ["{}", {}],
  ['["x"]', ["x"]],
  ["operator object", { $gt: "" }],
  ["SQL OR", "' OR 1=1--"],
  ["NUL", "\u0000"],
  ["NUL inside", "a\u0000b"],
  ["unicode", "₹🎂 नमस्ते"],
  ["html", '"><script>alert(1)</script>'],
  ["10 kB", "x".repeat(10 * 1024)],
  ["50 kB", "x".repeat(50 * 1024)],
];

const contentTypes: [
  string,
  string | undefined,
  (valid: Json) => string | Uint8Array<ArrayBuffer>,
][] = [
  ["text/plain", "text/plain", (v) => JSON.stringify(v)],
  [
    "form-urlencoded",
    "application/x-www-form-urlencoded",
    (v) => new URLSearchParams(Object.entries(v).map(([k, x]) => [k, String(x)])).toString(),
  ],
  [
    "multipart",
    "multipart/form-data; boundary=XyZ",
    (v) => `--XyZ\r\n${JSON.stringify(v)}\r\n--XyZ--`,
  ],
  ["no content-type", undefined, (v) => encoder.encode(JSON.stringify(v))],
  ["json with a utf-16 charset", "application/json; charset=utf-16", (v) => JSON.stringify(v)],
  ["json, empty body", "application/json", () => ""],
  ["garbage content-type", "\u00e9/\u00e9", (v) => JSON.stringify(v)],
];

const postCases: Case[] = postEndpoints.flatMap(({ path, valid }) => [
  ...rawBodies.map(([name, build]) => ({
    label: `POST ${path} body <${name}>`,
    method: "POST",
    url: path,
    body: build(valid),
    contentType: "application/json",
    envelope: true,
  })),
  ...Object.keys(valid).flatMap((field) =>
    fieldValues.map(([name, value]) => {
      const body: Json = { ...valid };
      if (value === undefined) delete body[field];
      else body[field] = value;
      return {
        label: `POST ${path} with ${field} <${name}>`,
        method: "POST",
        url: path,
        body: JSON.stringify(body),
        contentType: "application/json",
        envelope: true,
      };
    }),
  ),
  ...contentTypes.map(([name, contentType, build]) => ({
    label: `POST ${path} as <${name}>`,
    method: "POST",
    url: path,
    body: build(valid),
    contentType,
    envelope: true,
  })),
]);

// ---- Wrong methods on every endpoint ------------------------------------------------------

const allPaths = [...listEndpoints.map((e) => e.path), ...postEndpoints.map((e) => e.path)];
const methodCases: Case[] = allPaths.flatMap((path) =>
  ["PUT", "DELETE", "PATCH", "OPTIONS"].map((method) => ({
    label: `${method} ${path}`,
    method,
    url: path,
    envelope: true,
  })),
);

const cases = [...getCases, ...idCases, ...postCases, ...methodCases];

describe(`hostile input (${testEngine})`, () => {
  test("the table covers every endpoint with a few hundred requests", () => {
    expect(cases.length).toBeGreaterThan(300);
    expect(new Set(cases.map((c) => c.label)).size).toBe(cases.length);
  });

  test.each(cases.map((c) => [c.label, c] as const))(
    "%s: no 5xx, JSON, errors are { success: false, message }",
    async (_label, c) => {
      expect(await problems(c)).toEqual([]);
    },
  );

  test("no hostile body polluted Object.prototype", () => {
    expect(({} as Json).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
  });

  // A NUL byte in q is refused here, so it cannot reach the database.
  test.each([
    ["minPrice=-1", "minPrice"],
    ["minPrice=500&maxPrice=100", "minPrice"],
    ["q=%00", "q"],
    ["q=a%00b", "q"],
  ])("GET /api/product/filter?%s answers 400 naming %s", async (qs, field) => {
    expectRejected(await t.get(`/api/product/filter?${qs}`), 400, field);
  });
});
