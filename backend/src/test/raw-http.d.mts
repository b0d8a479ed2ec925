/** HTTP/1.1 by hand over one kept-alive connection (backend/src/test/raw-http.mjs). */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Writes `data`; resolves once it is handed to the system. */
  write(data: string | Uint8Array): Promise<void>;
  /** The next whole answer; rejects when the connection ends first or after `timeoutMs`. */
  answer(timeoutMs?: number): Promise<RawAnswer>;
  /** How the connection ended: "end" for the server's orderly close, else the error's code. */
  ended: Promise<string>;
  /** Destroys the connection from this side. */
  close(): void;
}

/** A request's head: request line, Host and `headers`, then the blank line. */
export function requestHead(method: string, path: string, headers?: Record<string, string>): string;
/** `data` as one chunk of a chunked body. */
export function chunk(data: string | Uint8Array): Buffer;
/** The end of a chunked body. */
export const LAST_CHUNK: string;
/** Opens a kept-alive connection to 127.0.0.1:`port`. */
export function openConnection(port: number): Promise<RawConnection>;
