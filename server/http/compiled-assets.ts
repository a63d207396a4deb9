import path from "node:path";
import expressStaticGzip from "express-static-gzip";
import { namedRoute } from "./request-log";

/**
 * The compiler's output under /build: fingerprinted, so they never change
 * under the same name and any cache may keep them a year. The .br and .gz
 * copies written at build time are found once, at start, and sent as they
 * are. The public site and the back office serve the same files.
 */
export function compiledAssets() {
  return namedRoute(
    "/build/*",
    expressStaticGzip(path.resolve("public/build"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
}
