import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";

/** The backend answered with an error status or a shape the contract does not allow. */
export class BackendError extends Error {
  override name = "BackendError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Fetches `path` from the backend and parses the JSON answer with `schema`. */
export async function backendFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { next?: { tags?: string[]; revalidate?: number | false } } = {},
): Promise<z.output<S>> {
  const url = `${env().BACKEND_URL}${path}`;
  const response = await fetch(url, {
    ...init,
    headers: { accept: "application/json", ...init.headers },
  });
  if (!response.ok) {
    throw new BackendError(await errorMessage(response, init.method, path), response.status);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new BackendError(`${path} answered an unexpected shape: ${parsed.error.message}`, 502);
  }
  return parsed.data;
}

const errorAnswer = z.object({ message: z.string().min(1) });

/** The backend's own `message` when it sent one (shown to shoppers), else a technical line. */
async function errorMessage(response: Response, method = "GET", path: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorAnswer.safeParse(body);
  return parsed.success ? parsed.data.message : `${method} ${path} answered ${response.status}`;
}

/** Sends `body` as JSON with `method` and parses the answer with `schema`. */
export function backendSend<S extends z.ZodType>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  schema: S,
  headers: Record<string, string> = {},
): Promise<z.output<S>> {
  return backendFetch(path, schema, {
    method,
    cache: "no-store",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
