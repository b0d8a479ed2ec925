/** @jest-environment node */
import type { NextConfig } from "next";

/** next.config.ts as a build reading `source` would load it. */
async function configWith(source: Record<string, string>): Promise<NextConfig> {
  const saved = { ...process.env };
  Object.assign(process.env, source);
  try {
    let config: NextConfig = {};
    await jest.isolateModulesAsync(async () => {
      config = (await import("@/next.config")).default;
    });
    return config;
  } finally {
    process.env = saved;
  }
}

test("next/image loads remote pictures only from the hosts IMAGE_HOSTS lists", async () => {
  expect((await configWith({})).images).toMatchObject({
    remotePatterns: [],
    dangerouslyAllowLocalIP: false,
  });
  expect((await configWith({ IMAGE_HOSTS: "res.cloudinary.com" })).images).toMatchObject({
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/recipients/**" }],
    remotePatterns: [
      { protocol: "https", hostname: "res.cloudinary.com", port: "", pathname: "/**" },
    ],
    dangerouslyAllowLocalIP: false,
  });
});
