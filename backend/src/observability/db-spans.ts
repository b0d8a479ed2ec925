/**
 * A span around each SQL statement of a traced request (docs/operations.md "Traces"), named by
 * its operation and table (`INSERT orders`) and carrying the statement's text, never its
 * parameters. Drizzle records no spans of its own, so the drivers' `query` is wrapped: PGlite's
 * client and the clients of its transactions, and every connection of the `pg` pool.
 */
import { SpanKind, trace } from "@opentelemetry/api";
import { recordFailure, shopTracer } from "@giftshop/shared/observability/tracing";

type Query = (...args: never[]) => Promise<unknown>;

const STATEMENT =
  /^\s*(select|insert\s+into|update|delete\s+from|with|begin|commit|rollback)\b\s*"?([\w.]+)?/i;
const FROM = /\bfrom\s+"?([\w.]+)/i;

/** `INSERT orders`, `SELECT products`, `BEGIN`: a statement's span name. */
export function statementName(text: string): string {
  const match = STATEMENT.exec(text);
  if (!match) return "SQL";
  const operation = (match[1] ?? "").split(/\s+/)[0]?.toUpperCase() ?? "SQL";
  const table = operation === "SELECT" ? FROM.exec(text)?.[1] : match[2];
  return operation === "WITH" || !table ? operation : `${operation} ${table}`;
}

/** The statement's text from either driver's arguments: a string, or pg's `{ text }`. */
function textOf(first: unknown): string {
  if (typeof first === "string") return first;
  if (typeof first === "object" && first !== null && "text" in first) return String(first.text);
  return "";
}

/**
 * `query` run inside a client span named after its statement, when it runs for a traced
 * request; the periodic jobs' and start-up's statements, outside any request, record none.
 */
function traced<Q extends Query>(query: Q, system: string): Q {
  const wrapped = (...args: Parameters<Q>) => {
    if (!trace.getActiveSpan()) return query(...args);
    const text = textOf(args[0]);
    return shopTracer().startActiveSpan(
      statementName(text),
      { kind: SpanKind.CLIENT, attributes: { "db.system.name": system, "db.query.text": text } },
      async (span) => {
        try {
          return await query(...args);
        } catch (error) {
          recordFailure(span, error);
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  return wrapped as Q;
}

interface Queryable {
  query: Query;
}

/** Wraps a PGlite client's `query` and those of the transactions it opens. */
export function tracePglite<
  C extends Queryable & { transaction: (run: never) => Promise<unknown> },
>(client: C): void {
  client.query = traced(client.query.bind(client), "postgresql");
  const transaction = client.transaction.bind(client) as (
    run: (tx: Queryable) => Promise<unknown>,
  ) => Promise<unknown>;
  client.transaction = ((run: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = traced(tx.query.bind(tx), "postgresql");
      return run(tx);
    })) as C["transaction"];
}

/** Wraps the `query` of every connection `pool` opens (the pool's own `query` uses them). */
export function tracePgPool(pool: {
  on(event: "connect", listener: (client: Queryable) => void): unknown;
}) {
  pool.on("connect", (client) => {
    client.query = traced(client.query.bind(client), "postgresql");
  });
}
