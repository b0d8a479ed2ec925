// A stand-in for the shop's original backend (Roshni-coder/GiftNGifts, `Server/`, an Express 4
// and MongoDB app), for tests: the same routes, answers, statuses and quirks as described in
// docs/original-backend.md, on Express 4.21.2 itself so that its 404 pages, body
// errors and path matching are the real ones, with the data in memory and a second local
// server playing the picture host (cdn.mjs). Start it with `startOriginalBackend`.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import cookieParser from "cookie-parser";
import express from "express";
import { startCdn } from "./cdn.mjs";
import { cors, DEFAULT_ORIGINS } from "./guards.mjs";
import { renderPicture } from "./pictures.mjs";
import { authRoutes } from "./routes-auth.mjs";
import { cartRoutes } from "./routes-cart.mjs";
import {
  categoryRoutes,
  clientCatalogueRoutes,
  productByIdRoutes,
  productRoutes,
} from "./routes-catalogue.mjs";
import { orderRoutes } from "./routes-orders.mjs";
import { feedbackRoutes, paymentRoutes } from "./routes-payment.mjs";
import { uploadRoutes } from "./routes-uploads.mjs";
import { userRoutes } from "./routes-user.mjs";
import { seedCatalogue } from "./seed.mjs";
import { createState } from "./store.mjs";

const CATEGORY_PICTURE_SIZE = 600;

/**
 * The Express app, its middleware and mounts in the original's order (§1).
 * @param {import("./store.mjs").Context} context
 * @param {string[]} origins
 * @param {(line: string) => void} log
 */
function createApp(context, origins, log) {
  const app = express();
  // Error pages keep the stack trace (only "production" hides it, and the original runs in
  // development); "test" only stops Express printing each error, which go to `log` instead.
  app.set("env", "test");
  app.use((req, res, next) => {
    res.on("finish", () => log(`${req.method} ${req.originalUrl} ${res.statusCode}`));
    next();
  });
  app.use(cors(origins));
  app.use(express.json());
  app.use(express.urlencoded({ extended: true }));
  app.use(cookieParser());
  app.use("/api/auth", authRoutes(context));
  app.use("/api/auth", cartRoutes(context));
  app.use("/api/user", userRoutes(context));
  app.use("/api/product", productRoutes(context));
  app.use("/api/client", clientCatalogueRoutes(context));
  app.use("/api/client", orderRoutes(context));
  app.use("/api", uploadRoutes(context));
  app.use("/uploads", express.static(context.uploadsDir));
  app.use("/api", categoryRoutes(context));
  app.use("/api/products", productByIdRoutes(context));
  app.use("/api", paymentRoutes(context));
  app.use("/api/feedback", feedbackRoutes(context));
  app.use(
    /** @type {import("express").ErrorRequestHandler} */
    (error, req, res, next) => {
      log(
        `${req.method} ${req.originalUrl} failed: ${error instanceof Error ? error.message : error}`,
      );
      next(error);
    },
  );
  return app;
}

/** A fresh folder served at /uploads, holding the category pictures (`categories/<ms>.jpeg`). */
async function uploadsFolder(categoryPictures) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "original-backend-"));
  await mkdir(path.join(dir, "categories"));
  for (const [image, source] of categoryPictures) {
    const bytes = await renderPicture(source, "jpeg", CATEGORY_PICTURE_SIZE);
    await writeFile(path.join(dir, image.replace(/^uploads\//, "")), bytes);
  }
  return dir;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * Starts the stand-in: the API on `port` and the picture host on `cdnPort` (0: any free port).
 * `mail` receives every mail the original would send (codes included); `razorpayUrl` points
 * checkout at the repo's Razorpay stand-in (backend/src/test/razorpay-standin.mjs), which must
 * then run with the same `keyId` and `keySecret`.
 * @param {import("./server.d.mts").OriginalBackendOptions} [options]
 * @returns {Promise<import("./server.d.mts").OriginalBackend>}
 */
export async function startOriginalBackend({
  port = 0,
  cdnPort = 0,
  host = "127.0.0.1",
  jwtSecret = "original-backend-test-secret",
  keyId = "rzp_test_original",
  keySecret = "original-backend-razorpay-test-secret",
  razorpayUrl,
  cloudName = "giftngifts",
  origins = DEFAULT_ORIGINS,
  log = () => {},
  mail,
} = {}) {
  const pictures = new Map();
  const cdn = await startCdn({ port: cdnPort, host, pictures, log });
  let uploadsDir = "";
  try {
    const catalogue = seedCatalogue({ cdnUrl: cdn.url, cloudName });
    for (const [key, source] of catalogue.pictures) pictures.set(key, source);
    uploadsDir = await uploadsFolder(catalogue.categoryPictures);
    const state = createState(catalogue);
    const context = { state, jwtSecret, keyId, keySecret, razorpayUrl, uploadsDir, mail };
    const server = http.createServer(createApp(context, origins, log));
    const apiPort = await listen(server, port, host);
    const close = async () => {
      await new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      });
      await cdn.close();
      await rm(uploadsDir, { recursive: true, force: true });
    };
    return {
      url: `http://${host}:${apiPort}`,
      cdnUrl: cdn.url,
      state,
      keyId,
      keySecret,
      jwtSecret,
      close,
    };
  } catch (error) {
    await cdn.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    throw error;
  }
}
