import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** An answer as it crossed the wire: its status, headers, compressed bytes, and the body decoded. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body as sent (compressed, if the server compressed it). */
  bytes: number;
  body: string;
}

/** A GET as a phone's browser makes it (brotli or gzip accepted), on a connection of its own, with no cookie. */
export function getCompressed(baseUrl: string, path: string, encodings = "br, gzip"): Promise<WireAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, agent: false, path, headers: { "Accept-Encoding": encodings } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: raw.length, body: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The compiled modules a document names: its module preloads (inert or not) and its module script's imports. */
export function namedModules(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*\shref="(\/build\/[^"]+\.js)"[^>]*>/g)].map((match) => match[1]!);
  const imports = [...html.matchAll(/import\s*\(?\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!);
  return [...new Set([...links, ...imports])];
}

/** A compiled module's static imports (esbuild writes them as absolute /build/ addresses). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * Every module a document loads before it hydrates: those it names and, transitively, their static
 * imports, each with its compressed size as the server sends it. Dynamic imports made later (a
 * route's lazy parts) are not counted.
 */
export async function loadedModules(baseUrl: string, html: string): Promise<{ url: string; bytes: number; source: string }[]> {
  const seen = new Map<string, { url: string; bytes: number; source: string }>();
  const queue = namedModules(html);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const answer = await getCompressed(baseUrl, url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    seen.set(url, { url, bytes: answer.bytes, source: answer.body });
    queue.push(...staticImports(answer.body));
  }
  return [...seen.values()];
}

/** The page's data for hydration as the document carries it: Remix's context script and the streamed loader data. */
export function pageDataScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((text) => text.includes("__remixContext"));
}
