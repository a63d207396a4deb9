import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalNginx, type LocalNginx } from "../../scripts/nginx-local";
import { freePort } from "../../server/app-process";
import { scaled } from "../support/time-scale";
import { wholeAnswer, type WholeAnswer } from "../support/whole-answer";

/**
 * Port 80 of deploy/nginx.conf, through the real nginx (decision 0116): a certificate authority's
 * HTTP-01 challenge, written by certbot into its webroot (deploy/acme/, /var/www/acme), is answered
 * on both host names before the 301 to https, which every other path still gets; and nothing
 * outside the webroot is reached, whatever dot segments the path has. No instance runs: the
 * challenge never needs one.
 */
const SITE_NAME = "nassco.test";
const STAFF_NAME = "staff.nassco.example";
/** An ACME token: base64url, as the authority makes them. */
const TOKEN = "evaGxfADs6pSRb2LAv9IZf17Dt3juxGJ-PCt92wr-oA";
const KEY_AUTHORIZATION = `${TOKEN}.9jg46WB3rR_AHD-EBXdN7cBkH1WOu0tA3M9fm21mqTI`;

let nginx: LocalNginx;
let httpPort: number;

beforeAll(async () => {
  const [httpsPort, nowhere] = await Promise.all([freePort(), freePort()]);
  httpPort = await freePort();
  // An instance's port that nothing listens on: a request that reached it would be a 502.
  nginx = await startLocalNginx({ appPorts: [nowhere], httpsPort, httpPort, serverName: SITE_NAME, staffName: STAFF_NAME });
  // As certbot --webroot writes it.
  mkdirSync(path.join(nginx.acmeRoot, ".well-known/acme-challenge"), { recursive: true });
  writeFileSync(path.join(nginx.acmeRoot, ".well-known/acme-challenge", TOKEN), KEY_AUTHORIZATION);
}, scaled(30_000));

afterAll(async () => {
  await nginx?.stop();
});

/** A plain-HTTP request with its target sent as written: no client resolves its dot segments first. */
function plain(target: string, host = SITE_NAME): Promise<WholeAnswer> {
  return wholeAnswer((onAnswer) =>
    httpRequest(
      { host: "127.0.0.1", port: httpPort, path: target, headers: { Host: host }, agent: false, timeout: scaled(10_000) },
      onAnswer,
    ),
  );
}

describe("plain HTTP", () => {
  it("answers a certificate authority's challenge from certbot's webroot, on both host names, as text", async () => {
    for (const host of [SITE_NAME, STAFF_NAME]) {
      const answer = await plain(`/.well-known/acme-challenge/${TOKEN}`, host);
      expect(answer.status, host).toBe(200);
      expect(answer.body, host).toBe(KEY_AUTHORIZATION);
      expect(answer.headers["content-type"], host).toBe("text/plain");
    }
  });

  it("answers 404 for a challenge it does not have, and lists no directory", async () => {
    expect((await plain("/.well-known/acme-challenge/no-such-token")).status).toBe(404);
    for (const target of ["/.well-known/acme-challenge/", "/.well-known/acme-challenge"]) {
      const answer = await plain(target);
      expect(answer.body, target).not.toContain(TOKEN);
      expect([301, 403, 404], target).toContain(answer.status);
    }
  });

  it("sends every other path to https with a 301, as before", async () => {
    for (const target of ["/", "/staff/sign-in", "/.well-known/security.txt", "/.well-known/acme-challengeX"]) {
      const answer = await plain(target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(`https://${SITE_NAME}${target}`);
    }
    expect((await plain("/staff/sign-in", STAFF_NAME)).headers.location).toBe(`https://${STAFF_NAME}/staff/sign-in`);
  });

  it("reaches nothing outside the webroot, whatever dot segments a path has", async () => {
    // The webroot's parent holds nginx's private key (key.pem) and its configuration.
    const escapes = [
      "/.well-known/acme-challenge/../../key.pem",
      "/.well-known/acme-challenge/../../../etc/passwd",
      "/.well-known/acme-challenge/%2e%2e/%2e%2e/key.pem",
      "/.well-known/acme-challenge/%2E%2E/%2E%2E/nginx.conf",
      "/.well-known/acme-challenge/..%2f..%2fkey.pem",
      "/.well-known/acme-challenge/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    ];
    for (const target of escapes) {
      const answer = await plain(target);
      expect(answer.status, target).not.toBe(200);
      expect(answer.body, target).not.toMatch(/PRIVATE KEY|root:|ssl_certificate/);
    }
  });
});
