/** An operator's price change (catalogue/set-price.ts) and `npm run catalogue` around it. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { WEBHOOK_SIGNATURE_HEADER, verifyWebhook } from "@giftshop/shared/catalogue-webhook";
import { type Db, openDatabase } from "../db/client";
import { products } from "../db/schema";
import { applyCatalogue } from "../seed/apply";
import { fixtureCatalogue, productIds } from "../test/fixture";
import { cakeVariants, applyGiftingFixture, giftIds } from "../test/gifting-fixture";
import { testDatabasePerFile } from "../test/test-db";
import { PRICE_USAGE, parsePriceCommand, setProductPrice, type PriceChange } from "./set-price";

const t = testDatabasePerFile();
beforeAll(async () => {
  await applyCatalogue(t.db, fixtureCatalogue());
  await applyGiftingFixture(t.db);
});

/** Every product's prices and variants, to show a refusal changed none of them. */
const allPrices = (db: Db) =>
  db
    .select({
      id: products.id,
      price: products.price,
      oldPrice: products.oldPrice,
      discount: products.discount,
      variants: products.variants,
    })
    .from(products)
    .orderBy(products.id);

const priceOf = async (db: Db, id: string) =>
  (await allPrices(db)).find((product) => product.id === id);

/** Expects `change` to be refused with `message`, every price and variant left as it was. */
async function expectRefusal(change: PriceChange, message: string) {
  const before = await allPrices(t.db);
  expect(await setProductPrice(t.db, change)).toEqual({ ok: false, message });
  expect(await allPrices(t.db)).toEqual(before);
}

/** Expects product `id` stored at `price`, with `oldPrice` as its MRP and `discount` percent off. */
const expectPrices = async (id: string, price: number, oldPrice: number, discount: number) =>
  expect(await priceOf(t.db, id)).toMatchObject({ price, oldPrice, discount });

describe("parsePriceCommand", () => {
  test("reads a product's price, a variant's and a new MRP", () => {
    expect(parsePriceCommand(["price", productIds.truffle, "549"])).toEqual({
      ok: true,
      value: { productId: productIds.truffle, price: 549 },
    });
    expect(
      parsePriceCommand(["price", giftIds.cake, "1149", "--variant", "1kg-egg", "--mrp", "1399"]),
    ).toEqual({
      ok: true,
      value: { productId: giftIds.cake, price: 1149, variantId: "1kg-egg", mrp: 1399 },
    });
  });

  test.each([
    [[], PRICE_USAGE],
    [["cost", productIds.truffle, "549"], PRICE_USAGE],
    [["price", productIds.truffle], PRICE_USAGE],
    [["price", productIds.truffle, "549", "extra"], PRICE_USAGE],
    [["price", "truffle", "549"], "productId must be a 24-character hex id"],
    [["price", productIds.truffle, "0"], "rupees must be at least ₹1"],
    [["price", productIds.truffle, "-5"], "Unknown option '-5'"],
    [["price", productIds.truffle, "--", "-5"], "rupees must be a whole number of rupees"],
    [["price", productIds.truffle, "549.50"], "rupees must be a whole number of rupees"],
    [["price", productIds.truffle, "₹549"], "rupees must be a whole number of rupees"],
    [["price", productIds.truffle, "10000001"], "rupees must be at most ₹10000000"],
    [["price", productIds.truffle, "549", "--mrp", "0"], "--mrp must be at least ₹1"],
    [["price", productIds.truffle, "549", "--colour", "red"], "Unknown option '--colour'"],
  ])("refuses %j", (argv, message) => {
    const parsed = parsePriceCommand(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});

describe("setProductPrice", () => {
  test("sets a plain product's price and its discount from the MRP", async () => {
    const changed = await setProductPrice(t.db, { productId: productIds.truffle, price: 499 });
    expect(changed).toEqual({
      ok: true,
      value: {
        productId: productIds.truffle,
        title: "Chocolate Truffle Cake",
        variantId: null,
        before: { price: 599, oldPrice: 799 },
        after: { price: 499, oldPrice: 799, discount: 38 },
      },
    });
    await expectPrices(productIds.truffle, 499, 799, 38);
  });

  test("a price at the MRP is no discount", async () => {
    await setProductPrice(t.db, { productId: productIds.egglessVanilla, price: 2000 });
    await expectPrices(productIds.egglessVanilla, 2000, 2000, 0);
  });

  test("above the MRP only with a new MRP", async () => {
    await expectRefusal(
      { productId: productIds.blackForest, price: 549 },
      `₹549 is above product ${productIds.blackForest} "Black Forest Cake"'s MRP of ₹499: give the new MRP too with --mrp <rupees>`,
    );
    await expectRefusal(
      { productId: productIds.blackForest, price: 649, mrp: 599 },
      "₹649 is above the MRP given, ₹599",
    );

    await setProductPrice(t.db, { productId: productIds.blackForest, price: 549, mrp: 599 });
    await expectPrices(productIds.blackForest, 549, 599, 8);
  });

  test("a product with variants needs --variant, and is told them", async () => {
    const before = await allPrices(t.db);
    await expectRefusal(
      { productId: giftIds.cake, price: 549 },
      `product ${giftIds.cake} "Chocolate Celebration Cake" has variants, each with its own price: ` +
        "500g-egg (½ kg · With egg), 500g-eggless (½ kg · Eggless), 1kg-egg (1 kg · With egg), " +
        "1kg-eggless (1 kg · Eggless). Name one with --variant <variantId>.",
    );
    const unknown = await setProductPrice(t.db, {
      productId: giftIds.cake,
      price: 549,
      variantId: "2kg-egg",
    });
    expect(unknown.ok || unknown.message).toMatch(/has no variant 2kg-egg; its variants: 500g-egg/);
    const plain = await setProductPrice(t.db, {
      productId: productIds.redRoses,
      price: 100,
      variantId: "6-stems",
    });
    expect(plain.ok || plain.message).toMatch(/has no variants: leave out --variant/);
    expect(await allPrices(t.db)).toEqual(before);
  });

  test("sets one variant's price; the others and the product's own price stay", async () => {
    const changed = await setProductPrice(t.db, {
      productId: giftIds.cake,
      price: 999,
      variantId: "1kg-egg",
    });
    expect(changed.ok && changed.value).toMatchObject({
      variantId: "1kg-egg",
      before: { price: 1099, oldPrice: 1299 },
      after: { price: 999, oldPrice: 1299, discount: 23 },
    });
    const cake = await priceOf(t.db, giftIds.cake);
    expect(cake).toMatchObject({ price: 599, oldPrice: 699, discount: 14 });
    expect(cake?.variants).toEqual(
      cakeVariants.map((variant) =>
        variant.id === "1kg-egg" ? { ...variant, price: 999, discount: 23 } : variant,
      ),
    );
    // Option names keep their order (the chooser shows them so).
    expect(Object.keys(cake?.variants[2]?.options ?? {})).toEqual(["Weight", "Egg"]);
  });

  test("the first variant's price is the product's own price too", async () => {
    await setProductPrice(t.db, {
      productId: giftIds.cake,
      price: 649,
      variantId: "500g-egg",
      mrp: 749,
    });
    const cake = await priceOf(t.db, giftIds.cake);
    expect(cake).toMatchObject({ price: 649, oldPrice: 749, discount: 13 });
    expect(cake?.variants[0]).toMatchObject({ price: 649, oldPrice: 749, discount: 13 });
  });

  test("an unknown product is refused", async () => {
    expect(
      await setProductPrice(t.db, { productId: "ffffffffffffffffffffffff", price: 100 }),
    ).toEqual({ ok: false, message: "no product ffffffffffffffffffffffff" });
  });
});

const root = path.resolve(__dirname, "../../..");
const secret = "catalogue-cli-test-secret-0123456789abcdef";

/** Runs `npm run catalogue -- …args` against PGlite under `dataDir`. */
function runCatalogueCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "backend/src/catalogue-cli.ts"), ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: "", ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("npm run catalogue -- price", () => {
  let dataDir: string;
  let received: { body: string; signature: string | undefined }[];
  let storefront: http.Server;
  let webhookUrl: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "giftshop-catalogue-cli-"));
    const database = await openDatabase({ kind: "pglite", dataDir });
    await database.prepare(async (db) => {
      await applyCatalogue(db, fixtureCatalogue());
      await applyGiftingFixture(db);
    });
    await database.close();
    received = [];
    storefront = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
        received.push({ body, signature: typeof signature === "string" ? signature : undefined });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => storefront.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}/api/revalidate`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => storefront.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = () => ({
    DATA_DIR: dataDir,
    CATALOGUE_WEBHOOK_URL: webhookUrl,
    CATALOGUE_WEBHOOK_SECRET: secret,
  });
  const pricesInDataDir = async () => {
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      return await allPrices(database.db);
    } finally {
      await database.close();
    }
  };

  test("changes the price, prints one line and tells the storefront", async () => {
    const run = await runCatalogueCli(["price", productIds.truffle, "549"], env());
    expect(run).toEqual({
      code: 0,
      stdout:
        `product ${productIds.truffle} "Chocolate Truffle Cake": ₹599 → ₹549 ` +
        "(MRP ₹799, 31% off); storefronts told\n",
      stderr: "",
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(verifyWebhook(secret, call?.body ?? "", call?.signature)).toBe(true);
    expect(JSON.parse(call?.body ?? "")).toEqual({ products: [productIds.truffle] });
    const truffle = (await pricesInDataDir()).find((product) => product.id === productIds.truffle);
    expect(truffle).toMatchObject({ price: 549, oldPrice: 799, discount: 31 });
  }, 60_000);

  test.each([
    [["price", productIds.truffle, "5.49"], /rupees must be a whole number of rupees/],
    [["price", giftIds.cake, "549"], /has variants, each with its own price: 500g-egg/],
    [["price", productIds.blackForest, "999"], /above .* MRP of ₹499: give the new MRP too/],
  ])(
    "refuses %j with exit code 2, changing nothing",
    async (args, message) => {
      const before = await pricesInDataDir();
      const calls = received.length;
      const run = await runCatalogueCli(args, env());
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^catalogue: /);
      expect(run.stderr).toMatch(message);
      expect(await pricesInDataDir()).toEqual(before);
      expect(received).toHaveLength(calls);
    },
    60_000,
  );
});
