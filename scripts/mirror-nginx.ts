import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runNginx } from "./nginx-local";

/**
 * deploy/mirror/nginx.conf with only its "deploy:" lines changed, to serve a mirror on loopback
 * over plain HTTP: the port, the folder, the forms' page and a scratch directory. Throws if one of
 * those lines is missing, so the file cannot drift from what the test runs.
 */
export function localMirrorConfig({ work, root, port, unavailable }: { work: string; root: string; port: number; unavailable: string }) {
  let conf = readFileSync("deploy/mirror/nginx.conf", "utf8");
  const replace = (line: RegExp, by: string) => {
    if (!line.test(conf)) throw new Error(`deploy/mirror/nginx.conf no longer has a line matching ${line}`);
    conf = conf.replace(line, by);
  };
  replace(/^pid .*# deploy: pid file$/m, `pid ${work}/nginx.pid;`);
  replace(/access_log .*; # deploy: access log/, `access_log ${work}/access.log;`);
  // Only the site's server, over plain HTTP on one loopback port: the redirecting one goes.
  replace(/^ {2}server \{\n(?: {4}listen .*# deploy: plain HTTP\n)+ {4}return 301 .*\n {2}\}\n\n/m, "");
  replace(/^ {4}listen 443 ssl http2 default_server; # deploy: HTTPS$/m, `    listen 127.0.0.1:${port} default_server;`);
  replace(/^ {4}listen \[::\]:443 .*# deploy: HTTPS\n/m, "");
  replace(/^ {4}ssl_certificate .*# deploy: certificate\n/m, "");
  replace(/^ {4}ssl_certificate_key .*# deploy: certificate key\n/m, "");
  replace(/root \/srv\/nassco-mirror; # deploy: .*$/m, `root ${root};`);
  replace(/alias \/etc\/nginx\/unavailable\/forms.html; # deploy: .*$/m, `alias ${unavailable};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${work}/${kind};`).join("\n");
  replace(/^http \{$/m, `http {\n${temp}`);
  return conf;
}

/** Debian's nginx serving the mirror in `root` with deploy/mirror/nginx.conf at http://127.0.0.1:<port>. */
export async function startMirrorNginx({ root, port, unavailable }: { root: string; port: number; unavailable: string }) {
  const work = mkdtempSync(path.join(tmpdir(), "nassco-mirror-nginx-"));
  writeFileSync(`${work}/nginx.conf`, localMirrorConfig({ work, root: path.resolve(root), port, unavailable: path.resolve(unavailable) }));
  const { stop, errors } = await runNginx(work, port, "deploy/mirror/nginx.conf");
  return { origin: `http://127.0.0.1:${port}`, stop, errors };
}
