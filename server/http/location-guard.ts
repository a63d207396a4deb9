import type { NextFunction, Request, Response } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import { log } from "../log";

/** A Location header as it is about to be sent, whichever way it was set. */
function locationOf(res: Response, headers: unknown): string | undefined {
  if (headers && typeof headers === "object" && !Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (name.toLowerCase() === "location") return String(value);
    }
  }
  const set = res.getHeader("Location");
  return set === undefined ? undefined : String(set);
}

/**
 * The one place every redirect of this server passes, whoever made it (a
 * canonical address, a collapsed slash, a Remix action, Express's static
 * files): the response's head, as it is written. A Location that is not a
 * path on this site ("//evil.example", "/\evil.example", a scheme, a control
 * character a browser would drop) is replaced by "/" before it leaves, so no
 * answer of ours can send a reader elsewhere, however the path was spelt
 * ("/.//evil.example/" resolves its dot segment to "//evil.example").
 */
export function guardLocations(isSitePath: (location: string) => boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      const headers = args.find((arg, index) => index > 0 && typeof arg === "object");
      const location = locationOf(res, headers);
      if (location !== undefined && !isSitePath(location)) {
        // Where it pointed is not logged: a Location can carry what a visitor typed.
        log.warn({ requestId: res.locals.requestId as string }, "Refused a redirect off the site");
        if (headers && typeof headers === "object") {
          for (const name of Object.keys(headers)) if (name.toLowerCase() === "location") delete (headers as OutgoingHttpHeaders)[name];
        }
        res.setHeader("Location", "/");
      }
      return writeHead(...args);
    }) as Response["writeHead"];
    next();
  };
}
