import { existsSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves the .br or .gz copy that scripts/precompress.mjs wrote beside a
 * fingerprinted file, when the browser accepts it. Anything else falls
 * through to express.static (and on-the-fly compression).
 */
export function precompressed(root: string) {
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = known.get(file);
    if (found === undefined) known.set(file, (found = existsSync(file)));
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(root + path.sep) || !/\.(js|css|svg)$/.test(file)) return next();
    const accepted = req.acceptsEncodings(ENCODINGS.map((encoding) => encoding.name));
    const encoding = ENCODINGS.find((candidate) => candidate.name === accepted);
    res.vary("Accept-Encoding");
    if (!encoding || !exists(file + encoding.extension)) return next();
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(file + encoding.extension, { lastModified: false, cacheControl: false }, (error) => error && next());
  };
}
