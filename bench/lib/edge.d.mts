// Types for the parts of edge.mjs that TypeScript code imports (the unit tests).
import type { ChildProcess } from "node:child_process";

/** The edge's ports, 80–82 above the storefront's. */
export function edgePorts(storePort: number): { edge: number; backendLb: number; static: number };

/** The static copy's file name for a page path. */
export function staticName(pagePath: string): string;

/** Where nginx is installed, or null: never installs it. */
export function installedNginx(): string | null;

/** A running nginx: the edge, and the static file server beside it. */
export type Edge = {
  child: ChildProcess;
  url: string;
  staticUrl: string;
  staticRoot: string;
  version: string;
  stop: () => Promise<void>;
};

/** nginx with the repo's edge in front of the storefront on `storePort`, in a fresh `dir`. */
export function startEdge(options: {
  dir: string;
  storePort: number;
  backendPort: number;
  logFile: string;
}): Promise<Edge>;

/** One GET with `Accept-Encoding: gzip` on a fresh connection. */
export function rawGet(url: string): Promise<{
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}>;

/** The page cached by the edge, saved as the static server's file, checked byte for byte. */
export function cacheAndCopy(
  edge: Edge,
  pagePath: string,
): Promise<{
  staticPath: string;
  htmlBytes: number;
  gzipBytes: number;
  cacheControl: string | null;
  firstXCache: string[];
}>;
