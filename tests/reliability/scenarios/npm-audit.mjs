// `npm audit --omit=dev`: the packages the shop runs in production have no high or critical
// advisory, except those listed with a written reason under "Audit exceptions" in
// docs/security.md (a line "- `package`: reason").
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** Packages excepted in docs/security.md, each with its reason. */
function auditExceptions(file = "docs/security.md") {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const section = /^#+ Audit exceptions\s*$([\s\S]*?)(?=^#+ |(?![\s\S]))/m.exec(text)?.[1] ?? "";
  const exceptions = new Map();
  for (const match of section.matchAll(/^- `([^`]+)`: (.{10,})$/gm)) {
    exceptions.set(match[1], match[2].trim());
  }
  return exceptions;
}

export function runNpmAudit() {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return {
      skipped: `npm audit gave no report (exit ${result.status}): ${lastLine(result.stderr)}`,
    };
  }
  if (!report.vulnerabilities) {
    // No report: the registry could not be asked (offline, or its audit endpoint refused).
    const reason = report.message ?? report.error?.summary ?? lastLine(result.stderr);
    return { skipped: `the registry did not answer the audit: ${reason}` };
  }
  const exceptions = auditExceptions();
  const serious = Object.values(report.vulnerabilities).filter((v) =>
    ["high", "critical"].includes(v.severity),
  );
  const unexcused = serious.filter((v) => !exceptions.has(v.name));
  const counts = report.metadata?.vulnerabilities ?? {};
  const dependencies = report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total;
  return {
    ok: unexcused.length === 0,
    lines: [
      `${dependencies ?? "?"} production dependencies audited: critical ${counts.critical ?? 0}, ` +
        `high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}; ` +
        `excepted in docs/security.md: ${serious.length - unexcused.length}`,
      ...unexcused.map(
        (v) => `  problem: ${v.severity} advisory in ${v.name} (${v.range ?? "?"}), no exception`,
      ),
    ],
    figures: {
      ...counts,
      excepted: serious.length - unexcused.length,
      unexcused: unexcused.length,
    },
  };
}

function lastLine(text = "") {
  return (
    text
      .trim()
      .split("\n")
      .filter((line) => !/Unknown user config/.test(line))
      .at(-1) ?? ""
  );
}
