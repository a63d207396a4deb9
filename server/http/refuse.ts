import type { Request, Response } from "express";
import { apiSurfaceOf } from "./api-surfaces";

/** A request turned away before it reached a page: a short page (or JSON for the API) that says why, never cached. */
export function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status).setHeader("Cache-Control", "no-store");
  // A page with no script, style or frame: it may load nothing, and use nothing of the browser's.
  res.setHeader("Content-Security-Policy", "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'");
  res.setHeader("Permissions-Policy", "camera=(), geolocation=(), microphone=(), payment=(), usb=()");
  req.resume();
  const api = apiSurfaceOf(req.path);
  if (api) {
    const body = api.errorBody(status, message);
    if (typeof body === "string") res.type("text/plain").send(body);
    else res.json(body);
    return;
  }
  if (req.is("application/json")) {
    res.json({ error: message });
    return;
  }
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>Request not accepted – NASSCO</title></head><body><main><h1>Request not accepted</h1>` +
        `<p>${message}</p><p><a href="/">Go to the NASSCO home page</a></p></main></body></html>`,
    );
}
