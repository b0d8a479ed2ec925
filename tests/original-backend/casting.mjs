// How the original's database layer (Mongoose 8) turns request values into stored ones, and the
// error texts it gives when it cannot: the stand-in answers with these texts where the original
// passes them on (`error: err.message`), so they follow Mongoose's wording.
import { randomBytes } from "node:crypto";
import util from "node:util";

const PROCESS_UNIQUE = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

/** A new ObjectId as Mongo makes one: 4 bytes of seconds, 5 bytes fixed per process, a 3-byte
 * counter; 24 lower-case hex characters. */
export function newObjectId() {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  PROCESS_UNIQUE.copy(bytes, 4);
  counter = (counter + 1) % 0x1000000;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString("hex");
}

/** Mongoose's way of quoting the refused value in a cast message. */
function quoted(value) {
  const text = util.inspect(value).replace(/^'|'$/g, '"');
  return text.startsWith('"') ? text : `"${text}"`;
}

function typeName(value) {
  if (value === null) return "null";
  const type = typeof value;
  return type === "object" ? (value.constructor?.name ?? "Object") : type;
}

/** A refused cast; `message` is Mongoose's text, which several routes send back verbatim. */
class CastError extends Error {
  /**
   * @param {string} kind "ObjectId", "Number", "string", "Boolean"
   * @param {unknown} value
   * @param {string} path
   * @param {string} [model]
   */
  constructor(kind, value, path, model) {
    const where = model ? ` for model "${model}"` : "";
    super(
      `Cast to ${kind} failed for value ${quoted(value)} (type ${typeName(value)}) at path "${path}"${where}`,
    );
    this.name = "CastError";
    this.path = path;
  }
}

/** A failed save: `<model> validation failed: <path>: <message>, …`. */
export class ValidationError extends Error {
  /** @param {string} model @param {Array<[string, string]>} problems path and message pairs */
  constructor(model, problems) {
    super(`${model} validation failed: ${problems.map(([p, m]) => `${p}: ${m}`).join(", ")}`);
    this.name = "ValidationError";
  }
}

/** The id as stored (lower-case hex), null for a missing one; malformed ids throw CastError. */
export function castObjectId(value, path = "_id", model) {
  if (value === undefined || value === null) return null;
  const text = typeof value === "object" ? null : String(value);
  if (text === null || !/^[0-9a-fA-F]{24}$/.test(text)) {
    throw new CastError("ObjectId", value, path, model);
  }
  return text.toLowerCase();
}

/** Mongoose's Number cast: numeric strings and booleans convert, "" is null, NaN refuses. */
export function castNumber(value, path, model) {
  if (value === undefined || value === null) return value;
  if (value === "") return null;
  const number = typeof value === "string" || typeof value === "boolean" ? Number(value) : value;
  if (typeof number !== "number" || Number.isNaN(number)) {
    throw new CastError("Number", value, path, model);
  }
  return number;
}

/** Mongoose's String cast: numbers and booleans become text, objects and arrays refuse. */
export function castString(value, path, model) {
  if (value === undefined || value === null) return value;
  if (typeof value !== "object") return String(value);
  throw new CastError("string", value, path, model);
}

const TRUE_VALUES = [true, "true", 1, "1", "yes"];
const FALSE_VALUES = [false, "false", 0, "0", "no"];

/** Mongoose's Boolean cast. */
export function castBoolean(value, path, model) {
  if (value === undefined || value === null) return value;
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  throw new CastError("Boolean", value, path, model);
}

const COMPARISONS = {
  $eq: (actual, operand) => actual === operand,
  $ne: (actual, operand) => actual !== operand,
  $gt: (actual, operand) => actual != null && actual > operand,
  $gte: (actual, operand) => actual != null && actual >= operand,
  $lt: (actual, operand) => actual != null && actual < operand,
  $lte: (actual, operand) => actual != null && actual <= operand,
};

/**
 * Whether a stored value meets a query condition taken from a request, the way Mongo reads it:
 * a plain value is equality, an array is "any of", and an object of `$` operators is applied
 * (the original passes request values into its queries unchecked, so `{"$ne": null}` works).
 * `cast` converts each operand to the field's type and throws when it cannot.
 * @param {unknown} actual
 * @param {unknown} condition
 * @param {(value: unknown) => unknown} cast
 */
export function matches(actual, condition, cast) {
  if (Array.isArray(condition)) return condition.map(cast).includes(actual ?? null);
  if (condition === null || typeof condition !== "object") {
    return (actual ?? null) === (cast(condition) ?? null);
  }
  return Object.entries(condition).every(([operator, operand]) => {
    if (operator === "$in")
      return [operand]
        .flat()
        .map(cast)
        .includes(actual ?? null);
    if (operator === "$nin") return !matches(actual, { $in: operand }, cast);
    if (operator === "$exists") return (actual !== undefined) === Boolean(operand);
    if (operator === "$options") return true;
    if (operator === "$regex") {
      const { $options } = /** @type {{$options?: unknown}} */ (condition);
      const flags = typeof $options === "string" ? $options : "";
      return new RegExp(String(operand), flags).test(String(actual ?? ""));
    }
    const compare = COMPARISONS[operator];
    if (!compare) return matches(actual, cast(condition), cast);
    return compare(actual ?? null, cast(operand) ?? null);
  });
}
