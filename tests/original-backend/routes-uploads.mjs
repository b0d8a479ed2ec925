// `POST /api/uploads` (§3 "Feedback, uploads"), which never succeeds: its upload step (multer,
// field `images`, at most 5 files, kept as `uploads/<ms>-<name>`) takes the files, then the
// handler wants 5 files but says "exactly 2", and with 5 it fails anyway.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import express from "express";

/** Multer's error for a file in another field or one file too many. */
class MulterError extends Error {
  constructor(field) {
    super("Unexpected field");
    this.code = "LIMIT_UNEXPECTED_FILE";
    this.field = field;
  }
}
// Set on the prototype, so that the stack (shown on the error page) starts "MulterError: …".
MulterError.prototype.name = "MulterError";

const MAX_FILES = 5;

/**
 * The files of a multipart/form-data body: `[{field, filename, bytes}]`, text fields skipped.
 * @param {Buffer} body @param {string} boundary
 */
function multipartFiles(body, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  const files = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const head = split >= 0 ? part.subarray(0, split).toString("utf8") : "";
    const field = /name="([^"]*)"/i.exec(head)?.[1] ?? "";
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (filename !== undefined) files.push({ field, filename, bytes: part.subarray(split + 4) });
    start = next;
  }
  return files;
}

/** @param {import("./store.mjs").Context} context */
export function uploadRoutes({ uploadsDir }) {
  const router = express.Router();

  /** The upload step: keeps the files, or fails the request the way multer does. */
  const takeImages = express.raw({ type: "multipart/form-data", limit: "50mb" });
  const keepImages = async (req, res, next) => {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(req.headers["content-type"] ?? "");
    if (!Buffer.isBuffer(req.body) || !boundary) return next();
    const files = multipartFiles(req.body, boundary[1] ?? boundary[2] ?? "");
    const refused = files.find((file, n) => file.field !== "images" || n >= MAX_FILES);
    if (refused) return next(new MulterError(refused.field));
    try {
      req.files = [];
      for (const file of files) {
        const name = `${Date.now()}-${path.basename(file.filename)}`;
        await writeFile(path.join(uploadsDir, name), file.bytes);
        req.files.push({ filename: name, path: `uploads/${name}` });
      }
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post("/uploads", takeImages, keepImages, (req, res) => {
    try {
      if (req.files.length !== MAX_FILES) {
        return res.status(400).json({ error: "You must upload exactly 2 images." });
      }
      throw new Error("the original's upload to Cloudinary fails here");
    } catch {
      res.status(500).json({ error: "Error uploading images" });
    }
  });

  return router;
}
