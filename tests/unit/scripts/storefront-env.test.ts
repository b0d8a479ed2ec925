/**
 * @jest-environment node
 */
import { STOREFRONT_HEAP_MB, storefrontEnv } from "../../../scripts/lib/processes.mjs";

const cap = `--max-old-space-size=${STOREFRONT_HEAP_MB}`;

describe("storefrontEnv: the memory settings of the storefront's Next server", () => {
  it("caps the heap in production and keeps the other settings", () => {
    const env = storefrontEnv({ PORT: "3000", NODE_OPTIONS: "--enable-source-maps" });
    expect(env).toMatchObject({
      PORT: "3000",
      MALLOC_ARENA_MAX: "2",
      NODE_OPTIONS: `--enable-source-maps ${cap}`,
    });
    expect(storefrontEnv({}).NODE_OPTIONS).toBe(cap);
  });

  it("leaves a cap the operator set, and their malloc arenas, alone", () => {
    const env = storefrontEnv({ NODE_OPTIONS: "--max-old-space-size=1024", MALLOC_ARENA_MAX: "4" });
    expect(env.NODE_OPTIONS).toBe("--max-old-space-size=1024");
    expect(env.MALLOC_ARENA_MAX).toBe("4");
  });

  it("gives the dev server the malloc arenas but Node's own heap", () => {
    const env = storefrontEnv({ NODE_OPTIONS: "--inspect" }, { heapCap: false });
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: "2", NODE_OPTIONS: "--inspect" });
    expect(storefrontEnv({}, { heapCap: false })).not.toHaveProperty("NODE_OPTIONS");
  });
});
