/** Calls `run` once the browser is idle (or after a while where it cannot say); returns the cancel. */
export function whenIdle(run: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 3000);
  return () => clearTimeout(timer);
}
