// next/jest compiles TypeScript with SWC and loads .env files the way `next` does.
import os from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside React's server build; under jest it has nothing to guard.
    "^server-only$": "<rootDir>/tests/unit/empty-module.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  // A standalone build's .next/standalone/package.json would clash with the root one.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
};

/**
 * The reliability suite (tests/reliability: the real backend on a socket, fuzzing, minutes
 * long) runs only when asked for by name, `jest --selectProjects reliability` (npm run
 * test:reliability:jest) or RELIABILITY=1; a bare `jest` (npm run test:unit, scripts/test.mjs)
 * runs the unit and backend projects only, so nothing runs twice.
 */
const reliabilityAskedFor =
  process.env.RELIABILITY === "1" ||
  (process.argv.some((arg) => arg.startsWith("--selectProjects")) &&
    process.argv.some((arg) => /(^|=)reliability$/.test(arg)));

const config = async () => ({
  // Jest's default is a worker per core but one: one worker on 2 cores, with the main process
  // idle. Every backend test file has its own database, so two run side by side; on 2 cores
  // that took the unit + backend run from 173 to 120 s and the PostgreSQL run from 62 to 39 s.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    await createJestConfig({
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
    })(),
    await createJestConfig({
      ...shared,
      displayName: "backend",
      testEnvironment: "node",
      testMatch: ["<rootDir>/backend/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/backend/src/test/jest-setup.ts"],
    })(),
    ...(reliabilityAskedFor
      ? [
          await createJestConfig({
            ...shared,
            displayName: "reliability",
            testEnvironment: "node",
            testMatch: ["<rootDir>/tests/reliability/**/*.test.ts"],
            setupFilesAfterEnv: ["<rootDir>/backend/src/test/jest-setup.ts"],
          })(),
        ]
      : []),
  ],
});

export default config;
