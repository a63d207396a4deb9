import "@remix-run/node";

declare module "@remix-run/node" {
  /** remix.config.js turns single fetch on; this makes loader types follow it. */
  interface Future {
    v3_singleFetch: true;
  }

  /** What server/express-app.ts passes to every loader and to entry.server. */
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address (IPv6 cut to its /64), for the rate limit only; never stored or logged as is. */
    clientAddress: string;
    /** Whether the visitor reached us over HTTPS, directly or through a proxy. */
    https: boolean;
    /** Whether the request came in on the back office's listener (STAFF_PORT): /staff answers nothing else. */
    staffListener: boolean;
  }
}
