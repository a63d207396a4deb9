import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from "node:http";

/** An answer read whole, as text. */
export interface WholeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a request made with node:http or node:https itself (for what fetch cannot do: a target sent
 * as written, a local address of its own, a server name for TLS) and reads its answer whole. A
 * request's `timeout` option ends it with an error rather than leaving the test to hang.
 */
export function wholeAnswer(send: (onAnswer: (res: IncomingMessage) => void) => ClientRequest, body?: string): Promise<WholeAnswer> {
  return new Promise((resolve, reject) => {
    const req = send((res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
