// Brute force across instances: two storefronts (`next start`, same build) share their rate
// limits through Redis; login attempts and code guesses for one email alternate between them.
// Proves: the (limit+1)th login attempt is refused with 429 + Retry-After although neither
// instance saw more than half; the 6th guess at a mailed code is refused even when right (the
// 5th wrong one burnt it); the code step's own limit holds across instances too.
import fs from "node:fs";
import path from "node:path";
import { RUN, Shopper } from "../lib/shopper.mjs";

/** The newest login code mailed to `email` in the backend's outbox, or null. */
function newestCode(outboxDir, email) {
  if (!fs.existsSync(outboxDir)) return null;
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const files = fs
    .readdirSync(outboxDir)
    .filter((file) => file.includes("-login-") && file.includes(safe))
    .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]));
  const last = files.at(-1);
  if (!last) return null;
  return /^ {4}(\d{6})$/m.exec(fs.readFileSync(path.join(outboxDir, last), "utf8"))?.[1] ?? null;
}

const randomAddress = (second) =>
  `10.${second}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const wrong = (code) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/**
 * @param {{ instances: string[], outboxDir: string, loginLimit: number, codeLimit: number }}
 *   options `instances`: the two storefronts' base URLs
 */
export async function runBruteForce({ instances, outboxDir, loginLimit, codeLimit }) {
  const [a, b] = instances;
  const problems = [];
  // Addresses of their own: Redis keeps the per-IP counts of earlier runs for up to an hour.
  const ip = randomAddress(250);

  // 1. Password guessing for one email, alternating instances.
  const victim = {
    name: "Brute Victim",
    email: `brute-${RUN}@example.in`,
    password: `Brute-${RUN}-pass`,
  };
  const signedUp = await new Shopper({ base: a, ip }).signUp(victim);
  if (!signedUp) return { ok: false, lines: ["sign-up on instance A failed"], figures: {} };
  const attacker = new Shopper({ base: a, ip });
  const loginAnswers = [];
  for (let attempt = 1; attempt <= loginLimit + 1; attempt++) {
    const via = attempt % 2 === 1 ? attacker : attacker.at(b);
    loginAnswers.push(
      await via.post("/api/account/login", { email: victim.email, password: `wrong-${attempt}` }),
    );
  }
  const lastLogin = loginAnswers.at(-1);
  const allowedLogins = loginAnswers.slice(0, -1);
  if (!allowedLogins.every((answer) => answer.status === 401)) {
    problems.push(
      `login attempts 1–${loginLimit}: ${loginAnswers
        .slice(0, -1)
        .map((x) => x.status)
        .join(",")} (want 401 each)`,
    );
  }
  const loginRetryAfter = Number(lastLogin.headers.get("retry-after"));
  if (
    lastLogin.status !== 429 ||
    !(loginRetryAfter > 0) ||
    typeof lastLogin.body?.error !== "string"
  ) {
    problems.push(
      `login attempt ${loginLimit + 1} answered ${lastLogin.status}, Retry-After ${lastLogin.headers.get("retry-after")}`,
    );
  }

  // 2. Guessing the mailed code: a second account logs in with its password (one code
  //    mailed), then code guesses alternate between the instances.
  const owner = {
    name: "Code Owner",
    email: `code-${RUN}@example.in`,
    password: `Code-${RUN}-pass`,
  };
  const ownerIp = randomAddress(251);
  if (!(await new Shopper({ base: b, ip: ownerIp }).signUp(owner))) {
    return { ok: false, lines: ["sign-up on instance B failed"], figures: {} };
  }
  const guesser = new Shopper({ base: a, ip: ownerIp });
  const login = await guesser.post("/api/account/login", {
    email: owner.email,
    password: owner.password,
  });
  let code = null;
  for (let wait = 0; wait < 50 && !code; wait++) {
    code = newestCode(outboxDir, owner.email);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (login.status !== 200 || !code) {
    return {
      ok: false,
      lines: [`login with the password answered ${login.status}; code found: ${Boolean(code)}`],
      figures: {},
    };
  }
  const guess = async (n, otp) =>
    (n % 2 === 1 ? guesser : guesser.at(b)).signIn("otp", { email: owner.email, otp });
  const codeAnswers = [];
  for (let n = 1; n <= 5; n++) codeAnswers.push(await guess(n, wrong(code)));
  const sixth = await guess(6, code);
  codeAnswers.push(sixth);
  if (!codeAnswers.slice(0, 5).every((answer) => answer.status === 401)) {
    problems.push(
      `wrong codes 1–5: ${codeAnswers
        .slice(0, 5)
        .map((x) => x.status)
        .join(",")} (want 401 each)`,
    );
  }
  const sixthRefused = sixth.status === 401 && !guesser.hasSession();
  if (!sixthRefused) problems.push(`the 6th try, with the right code, answered ${sixth.status}`);
  // Go on guessing: the code step's own limit (per email) is shared by both instances.
  for (let n = 7; n <= codeLimit; n++) codeAnswers.push(await guess(n, wrong(code)));
  const overCode = await guess(codeLimit + 1, wrong(code));
  const codeRetryAfter = Number(overCode.headers.get("retry-after"));
  if (overCode.status !== 429 || !(codeRetryAfter > 0)) {
    problems.push(
      `code try ${codeLimit + 1} answered ${overCode.status}, Retry-After ${overCode.headers.get("retry-after")}`,
    );
  }
  const refusal = (url) =>
    typeof url === "string" ? new URL(url).searchParams.get("error") : null;

  return {
    ok: problems.length === 0,
    lines: [
      `login for one email, alternating ${new URL(a).port}/${new URL(b).port}: attempts 1–${loginLimit} ` +
        `${allowedLogins.map((x) => x.status).join(",")}; attempt ${loginLimit + 1}: ${lastLogin.status}, ` +
        `Retry-After ${lastLogin.headers.get("retry-after")} s, "${lastLogin.body?.error ?? ""}"`,
      `mailed code: wrong tries 1–5 ${codeAnswers
        .slice(0, 5)
        .map((x) => x.status)
        .join(",")}; 6th (the right code) ` +
        `${sixth.status} "${refusal(sixth.body?.url) ?? ""}"; try ${codeLimit + 1}: ${overCode.status}, ` +
        `Retry-After ${overCode.headers.get("retry-after")} s`,
      ...problems.map((problem) => `  problem: ${problem}`),
    ],
    figures: {
      loginLimit,
      loginRefusedAt: lastLogin.status === 429 ? loginLimit + 1 : null,
      loginRetryAfterSeconds: loginRetryAfter || null,
      rightCodeRefusedAfterFiveWrong: sixthRefused,
      codeLimit,
      codeRefusedAt: overCode.status === 429 ? codeLimit + 1 : null,
    },
  };
}
