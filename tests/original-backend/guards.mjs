// How the original recognises a shopper and which browsers it lets in (§1 CORS, §2): one JWT,
// read by two guards from two different places, with two different ways of saying no.
import jwt from "jsonwebtoken";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The original runs with NODE_ENV=development, so its cookie is neither Secure nor SameSite=None. */
const COOKIE_OPTIONS = { httpOnly: true, secure: false, sameSite: /** @type {const} */ ("strict") };

/** The session JWT: HS256, `{id}`, seven days. */
export function signToken(secret, userId) {
  return jwt.sign({ id: userId }, secret, { expiresIn: "7d" });
}

/** @param {import("express").Response} res @param {string} token */
export function setTokenCookie(res, token) {
  res.cookie("token", token, { ...COOKIE_OPTIONS, maxAge: WEEK_MS });
}

/** @param {import("express").Response} res */
export function clearTokenCookie(res) {
  res.clearCookie("token", COOKIE_OPTIONS);
}

/**
 * The guard of profile, address, verification and order routes: only the `token` cookie
 * counts. It refuses with HTTP 200 and `success: false`, and puts the token's user id into
 * the body as `userId`, over whatever the shopper sent there.
 * @param {string} secret
 * @returns {import("express").RequestHandler}
 */
export function cookieGuard(secret) {
  return (req, res, next) => {
    const { token } = req.cookies ?? {};
    if (!token) return res.json({ success: false, message: "Not Authorized. Login Again" });
    try {
      const payload = jwt.verify(token, secret);
      if (typeof payload !== "object" || !payload.id) {
        return res.json({ success: false, message: "Not Authorized. Login Again" });
      }
      req.body.userId = payload.id;
      next();
    } catch (error) {
      res.json({ success: false, message: error instanceof Error ? error.message : error });
    }
  };
}

/**
 * The guard of cart and wishlist routes: only `Authorization: Bearer <jwt>` counts, and it
 * refuses with 401 and a bare `message`. The user id goes to `req.user.id`.
 * @param {string} secret
 * @returns {import("express").RequestHandler}
 */
export function bearerGuard(secret) {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header || !header.startsWith("Bearer ")) {
      return res.status(401).json({ message: "No token provided" });
    }
    try {
      const payload = jwt.verify(header.split(" ")[1] ?? "", secret);
      /** @type {{user?: unknown}} */ (req).user = payload;
      next();
    } catch {
      res.status(401).json({ message: "Invalid token" });
    }
  };
}

/** The user id the bearer guard found. */
export function bearerUserId(req) {
  const user = /** @type {{user?: {id?: unknown}}} */ (req).user;
  return typeof user?.id === "string" ? user.id : null;
}

/** The browser origins the original lets in: its local development ports. */
export const DEFAULT_ORIGINS = [5173, 5174, 5175, 5176].map((port) => `http://localhost:${port}`);

function addVary(res, field) {
  const current = res.getHeader("Vary");
  res.setHeader("Vary", current ? `${current}, ${field}` : field);
}

/**
 * CORS as the `cors` package does it with an origin check and credentials: no Origin passes
 * (with `Vary: Origin` and the credentials header all the same), a listed origin is echoed,
 * any other fails the request with an error, which Express turns into a 500 page; an OPTIONS
 * request from a listed origin is answered 204 here.
 * @param {string[]} origins
 * @returns {import("express").RequestHandler}
 */
export function cors(origins) {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && !origins.includes(origin)) return next(new Error("Not allowed by CORS"));
    if (origin) res.setHeader("Access-Control-Allow-Origin", origin);
    addVary(res, "Origin");
    res.setHeader("Access-Control-Allow-Credentials", "true");
    if (req.method !== "OPTIONS") return next();
    res.setHeader("Access-Control-Allow-Methods", "GET,HEAD,PUT,PATCH,POST,DELETE");
    const asked = req.headers["access-control-request-headers"];
    if (asked) {
      res.setHeader("Access-Control-Allow-Headers", asked);
      addVary(res, "Access-Control-Request-Headers");
    }
    res.statusCode = 204;
    res.setHeader("Content-Length", "0");
    res.end();
  };
}
