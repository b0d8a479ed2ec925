// Types for scripts/lib/cluster.mjs, for the TypeScript tests that import it.
export declare const CLUSTER_DEFAULTS: {
  dataDir: string;
  edgePort: number;
  backendLbPort: number;
  storefrontPorts: number[];
  backendPorts: number[];
  databaseUrl: string;
  redisUrl: string;
  privateRedisPort: number;
};
export declare class ClusterUnavailable extends Error {}
export declare function ensureNginx(options?: { install?: boolean }): string;
export declare function writeNginxConfig(options: {
  dir: string;
  edgePort: number;
  backendLbPort: number;
  storefrontPorts: number[];
  backendPorts: number[];
  staticRoot?: string;
}): string;
