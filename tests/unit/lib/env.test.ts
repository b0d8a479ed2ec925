/** @jest-environment node */
import { EnvError } from "@giftshop/shared/env-loader";
import { loadStorefrontEnv, remoteImages } from "@/lib/env";
import { loadBackendEnv } from "@/backend/src/env";

describe("storefront configuration", () => {
  test("defaults follow DESIGN.md §4", () => {
    const env = loadStorefrontEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      BACKEND_PORT: 4000,
      BACKEND_URL: "http://127.0.0.1:4000",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: ".data",
      BACKEND_TIMEOUT_MS: 8000,
    });
  });

  test("Razorpay test addresses: URLs, https in production unless on this machine", () => {
    expect(loadStorefrontEnv({})).toMatchObject({ RAZORPAY_API_BASE: "https://api.razorpay.com" });
    expect(loadStorefrontEnv({}).RAZORPAY_CHECKOUT_URL).toBeUndefined();
    expect(() => loadStorefrontEnv({ RAZORPAY_CHECKOUT_URL: "checkout.js" })).toThrow(
      /RAZORPAY_CHECKOUT_URL: must be an http/,
    );
    const production = { NODE_ENV: "production" };
    for (const name of ["RAZORPAY_CHECKOUT_URL", "RAZORPAY_API_BASE"]) {
      expect(() =>
        loadStorefrontEnv({ ...production, [name]: "http://pay.example.in/v1/checkout.js" }),
      ).toThrow(new RegExp(`${name}: must be https:// in production`));
    }
    expect(
      loadStorefrontEnv({
        ...production,
        RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4350/v1/checkout.js",
        RAZORPAY_API_BASE: "http://localhost:4350",
      }),
    ).toMatchObject({
      RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4350/v1/checkout.js",
      RAZORPAY_API_BASE: "http://localhost:4350",
    });
  });

  test("BACKEND_TIMEOUT_MS is read in milliseconds", () => {
    expect(loadStorefrontEnv({ BACKEND_TIMEOUT_MS: "2500" }).BACKEND_TIMEOUT_MS).toBe(2500);
  });

  test("BACKEND_URL and SITE_URL follow the ports, lose trailing slashes, and empty means unset", () => {
    const env = loadStorefrontEnv({
      PORT: "8080",
      BACKEND_PORT: "9000",
      BACKEND_URL: "",
      SITE_URL: "https://shop.example.in/",
    });
    expect(env.BACKEND_URL).toBe("http://127.0.0.1:9000");
    expect(env.SITE_URL).toBe("https://shop.example.in");
  });

  test.each([
    [{ PORT: "web" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ BACKEND_URL: "ftp://files.example" }, "BACKEND_URL"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ REDIS_URL: "http://cache:6379" }, "REDIS_URL"],
    [{ RATE_LIMIT_SCALE: "0" }, "RATE_LIMIT_SCALE"],
    [{ RATE_LIMIT_SCALE: "off" }, "RATE_LIMIT_SCALE"],
    [{ BACKEND_TIMEOUT_MS: "8s" }, "BACKEND_TIMEOUT_MS"],
    [{ BACKEND_TIMEOUT_MS: "5" }, "BACKEND_TIMEOUT_MS"],
    [{ BACKEND_TIMEOUT_MS: "600000" }, "BACKEND_TIMEOUT_MS"],
  ])("a malformed variable stops start-up with a message naming it: %j", (source, name) => {
    expect(() => loadStorefrontEnv(source)).toThrow(EnvError);
    expect(() => loadStorefrontEnv(source)).toThrow(new RegExp(`${name}: `));
  });
});

describe("reference backend configuration", () => {
  test("defaults: port 4000 on loopback, PGlite under an absolute .data, local payments", () => {
    const env = loadBackendEnv({});
    expect(env.BACKEND_PORT).toBe(4000);
    expect(env.BACKEND_HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith("/.data")).toBe(true);
    expect(env.PAYMENT_PROVIDER).toBe("local");
  });

  test.each([
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PAYMENT_PROVIDER: "paypal" }, "PAYMENT_PROVIDER"],
    [{ PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_SECRET: "s" }, "RAZORPAY_KEY_ID"],
    [{ BACKEND_PORT: "-1" }, "BACKEND_PORT"],
    [{ REDIS_URL: "cache:6379" }, "REDIS_URL"],
    [{ RATE_LIMIT_SCALE: "-2" }, "RATE_LIMIT_SCALE"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
  ])("rejects %j naming %s", (source, name) => {
    expect(() => loadBackendEnv(source)).toThrow(new RegExp(`${name}: `));
  });
});

describe("rate-limit configuration", () => {
  test("defaults: counters in memory, limits as written, no proxy trusted", () => {
    expect(loadStorefrontEnv({})).toMatchObject({ RATE_LIMIT_SCALE: 1, TRUST_PROXY: 0 });
    expect(loadStorefrontEnv({}).REDIS_URL).toBeUndefined();
    expect(loadBackendEnv({})).toMatchObject({ RATE_LIMIT_SCALE: 1, TRUST_PROXY: 0 });
  });

  test("on Vercel, whose edge writes X-Forwarded-For itself, the storefront trusts one proxy", () => {
    expect(loadStorefrontEnv({ VERCEL: "1" }).TRUST_PROXY).toBe(1);
    expect(loadStorefrontEnv({ VERCEL: "1", TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
  });

  test("TRUST_PROXY is a count of proxies; true and false read as 1 and 0; anything else stops the start", () => {
    expect(loadBackendEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadBackendEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadStorefrontEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(() => loadStorefrontEnv({ TRUST_PROXY: "yes" })).toThrow(
      "TRUST_PROXY: must be the number of proxies in front of this server (0 when none)",
    );
  });

  test("REDIS_URL, RATE_LIMIT_SCALE and TRUST_PROXY are read", () => {
    const source = {
      REDIS_URL: "redis://127.0.0.1:6379/2",
      RATE_LIMIT_SCALE: "2.5",
      TRUST_PROXY: "1",
    };
    expect(loadStorefrontEnv(source)).toMatchObject({
      REDIS_URL: "redis://127.0.0.1:6379/2",
      RATE_LIMIT_SCALE: 2.5,
      TRUST_PROXY: 1,
    });
    expect(loadBackendEnv(source)).toMatchObject({
      REDIS_URL: "redis://127.0.0.1:6379/2",
      RATE_LIMIT_SCALE: 2.5,
      TRUST_PROXY: 1,
    });
  });

  test("IMAGE_HOSTS: host names (https) and origins, exact hosts only, https in production", () => {
    expect(loadStorefrontEnv({}).IMAGE_HOSTS).toEqual([]);
    const hosts = loadStorefrontEnv({
      IMAGE_HOSTS: " res.cloudinary.com, http://127.0.0.1:5001 ,https://CDN.example.in:8443/,",
    }).IMAGE_HOSTS;
    expect(hosts).toEqual([
      { protocol: "https", hostname: "res.cloudinary.com", port: "" },
      { protocol: "http", hostname: "127.0.0.1", port: "5001" },
      { protocol: "https", hostname: "cdn.example.in", port: "8443" },
    ]);
    for (const open of ["*", "**", "*.cloudinary.com", "https://*", "https://**.example.in"]) {
      expect(() => loadStorefrontEnv({ IMAGE_HOSTS: open })).toThrow(/IMAGE_HOSTS: /);
    }
    for (const other of ["https://cdn.example.in/pictures", "ftp://files.example.in", "a b"]) {
      expect(() => loadStorefrontEnv({ IMAGE_HOSTS: other })).toThrow(/IMAGE_HOSTS: /);
    }
    const production = { NODE_ENV: "production" };
    expect(() =>
      loadStorefrontEnv({ ...production, IMAGE_HOSTS: "http://cdn.example.in" }),
    ).toThrow(/IMAGE_HOSTS: must be https:\/\/ in production/);
    expect(
      loadStorefrontEnv({ ...production, IMAGE_HOSTS: "http://127.0.0.1:5001" }).IMAGE_HOSTS,
    ).toHaveLength(1);
  });

  test("next/image gets one pattern per listed host; local addresses only when one is listed", () => {
    const cloud = remoteImages(
      loadStorefrontEnv({ IMAGE_HOSTS: "res.cloudinary.com" }).IMAGE_HOSTS,
    );
    expect(cloud).toEqual({
      remotePatterns: [
        { protocol: "https", hostname: "res.cloudinary.com", port: "", pathname: "/**" },
      ],
      dangerouslyAllowLocalIP: false,
    });
    for (const local of ["http://localhost:5001", "http://10.0.0.7", "https://192.168.1.20"]) {
      const images = remoteImages(loadStorefrontEnv({ IMAGE_HOSTS: local }).IMAGE_HOSTS);
      expect(images.dangerouslyAllowLocalIP).toBe(true);
    }
    expect(remoteImages([])).toEqual({ remotePatterns: [], dangerouslyAllowLocalIP: false });
  });
});
