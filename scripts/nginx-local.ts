import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { listening } from "../server/app-process";

export interface LocalNginx {
  /** https://<serverName>:<httpsPort>; the name resolves nowhere, so connect to 127.0.0.1 and send it as SNI and Host. */
  origin: string;
  process: ChildProcess;
  /** What nginx has logged so far: one JSON line per request. */
  accessLog(): string;
  /** The files in nginx's cache directory now, one per stored answer. */
  cacheEntries(): string[];
  /** What stands for deploy/acme/ (/var/www/acme): certbot's webroot, whose challenges plain HTTP answers. */
  acmeRoot: string;
  /** Stops nginx and, once it has gone, removes its scratch directory. */
  stop(): Promise<void>;
}

/** A self-signed certificate for `names` (cert.pem, key.pem in `dir`), valid for a day. */
export function selfSignedCertificate(dir: string, names: string[]): void {
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
      `/CN=${names[0]}`,
      "-addext",
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(",")}`,
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
    ],
    { stdio: "ignore" },
  );
}

/**
 * Debian's nginx in the foreground with `work`/nginx.conf, once it listens on `port`. `stop`
 * removes the scratch directory only after nginx has gone: until then it may still make its
 * temporary folders there.
 */
export async function runNginx(work: string, port: number, what: string) {
  // One -g only: nginx keeps the last. As root, its workers run as root too, to use the scratch directory.
  const globals = `daemon off;${process.getuid?.() === 0 ? " user root;" : ""}`;
  const child = spawn("nginx", ["-p", work, "-c", `${work}/nginx.conf`, "-e", "stderr", "-g", globals], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start with ${what}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, stop, errors: () => log };
}

/**
 * deploy/nginx.conf with only its "deploy:" lines changed: loopback ports,
 * the given app instances (and their back-office listeners), a scratch
 * directory and a self-signed certificate.
 * Throws if one of those lines is missing, so the file cannot drift from what
 * the tests and the benchmark run.
 */
export function localNginxConfig({
  work,
  appPorts,
  staffPorts = [],
  httpsPort,
  httpPort,
  serverName,
  staffName = `staff.${serverName}`,
  clientLimits = true,
  siteLocations = "",
  nginxVersion = installedNginxVersion(),
}: {
  work: string;
  appPorts: number[];
  /** The same instances' STAFF_PORTs; none (the benchmark) leaves the back office's upstream down. */
  staffPorts?: number[];
  httpsPort: number;
  httpPort: number;
  /** The site's host name, as SITE_URL names it. */
  serverName: string;
  /** The back office's host name, as STAFF_SITE_URL names it. */
  staffName?: string;
  /**
   * false for the benchmark: its one load generator is one client, and what it
   * measures is nginx's throughput, not its per-client limits.
   */
  clientLimits?: boolean;
  /** More locations for the site's server, before its `location /` (the paint bench's static copies). */
  siteLocations?: string;
  nginxVersion?: [number, number, number];
}) {
  let conf = readFileSync("deploy/nginx.conf", "utf8");
  const replace = (line: RegExp, by: string) => {
    if (!line.test(conf)) throw new Error(`deploy/nginx.conf no longer has a line matching ${line}`);
    conf = conf.replace(line, by);
  };
  replace(/^pid .*# deploy: pid file$/m, `pid ${work}/nginx.pid;`);
  // The instances on loopback, each with the file's parameters.
  replace(
    /^ {4}server \S+:3000 (.*); # deploy: instance.*\n(?: {4}server \S+:3000 .*; # deploy: instance.*\n)*/m,
    appPorts.map((port) => `    server 127.0.0.1:${port} $1;\n`).join(""),
  );
  replace(
    /^ {4}server \S+:3001 (.*); # deploy: back-office instance.*\n(?: {4}server \S+:3001 .*; # deploy: back-office instance.*\n)*/m,
    // nginx needs a server in every upstream: with no back office, one that is down (a 502 for /staff).
    staffPorts.length ? staffPorts.map((port) => `    server 127.0.0.1:${port} $1;\n`).join("") : "    server 127.0.0.1:9 down;\n",
  );
  // No container network, so no operator's tunnel: this machine is allowed by its own address.
  replace(/^ *listen 8443 ssl( default_server)?; # deploy: the operator's tunnel\n/gm, "");
  replace(/^ *"8443 [^"]+" 1; # deploy: the operator's tunnel\n/gm, "");
  // No Opera Mini proxies: X-Forwarded-For is always the address nginx sees.
  replace(/^ *\$\{OPERA_MINI_GEO\} # deploy: Opera Mini's proxies\n/m, "");
  // No office but this machine, and none of an operator's own settings (deploy/nginx.d).
  replace(/^ *include office-networks.conf; # deploy: the office's addresses\n/m, "");
  replace(/^ *include local\/http-\*.conf; # deploy: the operator's settings\n/m, "");
  replace(/access_log \/dev\/stdout nassco_json; # deploy: access log/, `access_log ${work}/access.log nassco_json;`);
  replace(/proxy_cache_path \/var\/cache\/nginx\/nassco /, `proxy_cache_path ${work}/cache `);
  // The static pages nginx gives itself when no instance answers, from this checkout.
  replace(/\/etc\/nginx\/unavailable\/(.*); # deploy: .*$/gm, `${path.resolve("deploy/unavailable")}/$1;`);
  // The ACME challenges' webroot, in the scratch directory, which a test writes its challenges into.
  replace(/root \/var\/www\/acme; # deploy: ACME challenges$/gm, `root ${work}/acme;`);
  replace(/listen 80( default_server)?; # deploy: .*$/gm, `listen 127.0.0.1:${httpPort}$1;`);
  replace(/listen 443 ssl( default_server)?; # deploy: .*$/gm, `listen 127.0.0.1:${httpsPort} ssl$1;`);
  replace(/server_name \$\{SITE_HOST\}; # deploy: .*$/gm, `server_name ${serverName};`);
  replace(/server_name \$\{STAFF_HOST\}; # deploy: .*$/gm, `server_name ${staffName};`);
  replace(/ssl_certificate \/etc\/nginx\/tls\/fullchain.pem;.*$/m, `ssl_certificate ${work}/cert.pem;`);
  replace(/ssl_certificate_key \/etc\/nginx\/tls\/privkey.pem;.*$/m, `ssl_certificate_key ${work}/key.pem;`);
  if (siteLocations) replace(/^( {4}location \/ \{\n {6}proxy_pass http:\/\/nassco_app;)/m, `${siteLocations}$1`);
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
  staffPorts,
  httpsPort,
  httpPort,
  serverName,
  staffName = `staff.${serverName}`,
  clientLimits,
  siteLocations,
}: {
  appPorts: number[];
  staffPorts?: number[];
  httpsPort: number;
  httpPort: number;
  serverName: string;
  staffName?: string;
  clientLimits?: boolean;
  siteLocations?: string;
}): Promise<LocalNginx> {
  const work = mkdtempSync(path.join(tmpdir(), "nassco-nginx-"));
  // One certificate for both host names, as a deployment's names both.
  selfSignedCertificate(work, [serverName, staffName]);
  mkdirSync(`${work}/cache`);
  mkdirSync(`${work}/acme`);
  writeFileSync(
    `${work}/nginx.conf`,
    localNginxConfig({ work, appPorts, staffPorts, httpsPort, httpPort, serverName, staffName, clientLimits, siteLocations }),
  );
  const { process: child, stop } = await runNginx(work, httpsPort, "deploy/nginx.conf");
  const accessLog = () => {
    try {
      return readFileSync(`${work}/access.log`, "utf8");
    } catch {
      return "";
    }
  };
  const cacheEntries = () =>
    readdirSync(`${work}/cache`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  return { origin: `https://${serverName}:${httpsPort}`, process: child, accessLog, cacheEntries, acmeRoot: `${work}/acme`, stop };
}
