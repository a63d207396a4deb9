// The stack test's evidence of its load (deploy/test/stack.sh, under_load): each request a reader
// made, joined to nginx's own line for it, so a failure says which path, when, how long, and which
// instance answered (or none did).
//   node requests-evidence.mjs <load files dir> <proxy log> <addresses file> <out.tsv>
// The load's lines: "<epoch seconds> <loop> <path> <seconds> <status> <cache> <request id> <curl's
// exit code>", the status "retried" for a try the reader sent again (no answer at all).
// nginx's lines are JSON (deploy/nginx.conf's nassco_json); the addresses file names each
// container's addresses ("<service> <address>..." a line). Prints the requests that did not get a
// 200, and writes every request to out.tsv. Exits 0: deciding what failed is the test's job.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [dir, proxyLog, addressesFile, out] = process.argv.slice(2);

const services = new Map();
for (const line of readFileSync(addressesFile, "utf8").split("\n")) {
  const [service, ...addresses] = line.trim().split(/\s+/);
  for (const address of addresses) if (address) services.set(address, service);
}
/** "172.29.0.3:3000, 172.29.0.4:3000" → "web-a, web-b": each attempt's instance, in order. */
const instances = (upstream) =>
  upstream
    .split(/[,:]\s*/)
    .filter((part) => /^\d+\.\d+\.\d+\.\d+$/.test(part))
    .map((address) => services.get(address) ?? address)
    .join(", ");

// nginx's lines, by request id, and by path for the answers that carry none (nginx's own 502 or 504).
const byId = new Map();
const byPath = new Map();
for (const raw of readFileSync(proxyLog, "utf8").split("\n")) {
  const start = raw.indexOf("{");
  if (start < 0) continue;
  let entry;
  try {
    entry = JSON.parse(raw.slice(start));
  } catch {
    continue;
  }
  if (!entry.request_id) continue;
  entry.epoch = Date.parse(entry.time) / 1000;
  byId.set(entry.request_id, entry);
  if (!byPath.has(entry.path)) byPath.set(entry.path, []);
  byPath.get(entry.path).push(entry);
}
/** The proxy's line for a request without an id: same path and status, the nearest in time. */
function nearest(path, status, epoch) {
  let best;
  for (const entry of byPath.get(path) ?? []) {
    if (String(entry.status) !== status) continue;
    if (!best || Math.abs(entry.epoch - epoch) < Math.abs(best.epoch - epoch)) best = entry;
  }
  return best && Math.abs(best.epoch - epoch) < 30 ? best : undefined;
}

const rows = [];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith(".load"))
  .sort()) {
  for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
    const [epoch, loop, path, seconds, status, cache = "", id = "", exit = ""] = line.split(" ");
    if (!epoch || !path) continue;
    const entry = (id && byId.get(id)) || nearest(path.split("?")[0], status, Number(epoch));
    rows.push({
      time: new Date(Number(epoch) * 1000).toISOString(),
      loop,
      path,
      status,
      seconds,
      cache: cache || entry?.cache || "-",
      instance: entry ? instances(entry.upstream) || "nginx" : "?",
      upstreamStatus: entry?.upstream_status || "-",
      upstreamSeconds: entry?.upstream_seconds || "-",
      curlExit: exit || "-",
    });
  }
}
rows.sort((a, b) => a.time.localeCompare(b.time));
const header = "time\tloop\tpath\tstatus\tseconds\tcache\tinstance\tupstream status\tupstream seconds\tcurl exit";
const tsv = rows.map((r) =>
  [r.time, r.loop, r.path, r.status, r.seconds, r.cache, r.instance, r.upstreamStatus, r.upstreamSeconds, r.curlExit].join("\t"),
);
writeFileSync(out, [header, ...tsv].join("\n") + "\n");
const failed = rows.filter((r) => r.status !== "200");
const retried = rows.filter((r) => r.status === "retried").length;
console.log(`${rows.length} requests, ${failed.length} not answered 200, ${retried} of them sent again (every one in ${out})`);
if (failed.length > 0) console.log([header, ...tsv.filter((_, i) => rows[i].status !== "200")].join("\n"));
