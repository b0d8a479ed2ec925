/** One resource (an app, a database) shared by the tests of one file. */

/**
 * Opens `open`'s resource in `beforeAll` and closes it in `afterAll`. The object returned
 * stands for it from then on, so a file writes `const t = perFile(...)` once at the top and
 * uses `t` in its hooks and tests as the resource itself.
 */
export function perFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!current) throw new Error("opened in beforeAll: use it inside a hook or a test");
      return Reflect.get(current, key);
    },
  });
}
