import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listening } from "../server/app-process";

export interface LocalNginx {
  /** https://<serverName>:<httpsPort>; the name resolves nowhere, so connect to 127.0.0.1 and send it as SNI and Host. */
  origin: string;
  process: ChildProcess;
  /** What nginx has logged so far: one JSON line per request. */
  accessLog(): string;
  stop(): void;
}

/**
 * deploy/nginx.conf with only its "deploy:" lines changed: loopback ports,
 * the given app instances, a scratch directory and a self-signed certificate.
 * Throws if one of those lines is missing, so the file cannot drift from what
 * the tests and the benchmark run.
 */
export function localNginxConfig({
  work,
  appPorts,
  httpsPort,
  httpPort,
  serverName,
  clientLimits = true,
  nginxVersion = installedNginxVersion(),
}: {
  work: string;
  appPorts: number[];
  httpsPort: number;
  httpPort: number;
  /** The site's host name, as SITE_URL names it. */
  serverName: string;
  /**
   * false for the benchmark: its one load generator is one client, and what it
   * measures is nginx's throughput, not its per-client limits.
   */
  clientLimits?: boolean;
  nginxVersion?: [number, number, number];
}) {
  let conf = readFileSync("deploy/nginx.conf", "utf8");
  const replace = (line: RegExp, by: string) => {
    if (!line.test(conf)) throw new Error(`deploy/nginx.conf no longer has a line matching ${line}`);
    conf = conf.replace(line, by);
  };
  replace(/^pid .*# deploy: pid file$/m, `pid ${work}/nginx.pid;`);
  // The instances by address: nothing to resolve, so no `resolve` (which Debian's 1.22 lacks) and no resolver.
  replace(
    /^ {4}server web-\w+:3000 resolve (.*); # deploy: instance\n(?: {4}server web-\w+:3000 .*; # deploy: instance\n)*/m,
    appPorts.map((port) => `    server 127.0.0.1:${port} $1;\n`).join(""),
  );
  replace(/^ *resolver .*# deploy: resolver\n/m, "");
  replace(/access_log \/dev\/stdout nassco_json; # deploy: access log/, `access_log ${work}/access.log nassco_json;`);
  replace(/proxy_cache_path \/var\/cache\/nginx\/nassco /, `proxy_cache_path ${work}/cache `);
  replace(/listen 80( default_server)?; # deploy: .*$/gm, `listen 127.0.0.1:${httpPort}$1;`);
  replace(/listen 443 ssl( default_server)?; # deploy: .*$/gm, `listen 127.0.0.1:${httpsPort} ssl$1;`);
  replace(/server_name \$\{SITE_HOST\}; # deploy: .*$/gm, `server_name ${serverName};`);
  replace(/ssl_certificate \/etc\/nginx\/tls\/fullchain.pem;.*$/m, `ssl_certificate ${work}/cert.pem;`);
  replace(/ssl_certificate_key \/etc\/nginx\/tls\/privkey.pem;.*$/m, `ssl_certificate_key ${work}/key.pem;`);
  if (!clientLimits) replace(/^ *limit_(req|conn) (zone=)?nassco_\w+.*;\n/gm, "");
  // Debian 12's nginx (1.22) predates the http2 directive (1.25.1): the same thing is said on its listen lines.
  if (compareVersions(nginxVersion, [1, 25, 1]) < 0) {
    replace(/^ *http2 on;\n/gm, "");
    replace(/(listen 127\.0\.0\.1:\d+ ssl)/g, "$1 http2");
  }
  // nginx's own temporary files go to the scratch directory too, so nothing is needed from /var.
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${work}/${kind};`).join("\n");
  replace(/^http \{$/m, `http {\n${temp}`);
  return conf;
}

function installedNginxVersion(): [number, number, number] {
  // nginx prints its version on stderr.
  return parseVersion(spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr);
}

function parseVersion(text: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  return [major, minor, patch];
}

function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** nginx from the system (Debian's package), running deploy/nginx.conf in front of `appPorts` on loopback. */
export async function startLocalNginx({
  appPorts,
  httpsPort,
  httpPort,
  serverName,
  clientLimits,
}: {
  appPorts: number[];
  httpsPort: number;
  httpPort: number;
  serverName: string;
  clientLimits?: boolean;
}): Promise<LocalNginx> {
  const work = mkdtempSync(path.join(tmpdir(), "nassco-nginx-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${serverName}`,
      "-keyout",
      `${work}/key.pem`,
      "-out",
      `${work}/cert.pem`,
    ],
    { stdio: "ignore" },
  );
  mkdirSync(`${work}/cache`);
  writeFileSync(`${work}/nginx.conf`, localNginxConfig({ work, appPorts, httpsPort, httpPort, serverName, clientLimits }));
  // One -g only: nginx keeps the last. As root, its workers run as root too, to use the scratch directory.
  const globals = `daemon off;${process.getuid?.() === 0 ? " user root;" : ""}`;
  const child = spawn("nginx", ["-p", work, "-c", `${work}/nginx.conf`, "-e", "stderr", "-g", globals], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await listening(httpsPort))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      stop();
      throw new Error(`nginx did not start with deploy/nginx.conf:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLog = () => {
    try {
      return readFileSync(`${work}/access.log`, "utf8");
    } catch {
      return "";
    }
  };
  return { origin: `https://${serverName}:${httpsPort}`, process: child, accessLog, stop };
}
