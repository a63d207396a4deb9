import { execFileSync } from "node:child_process";

/**
 * Where the end-to-end servers and their databases listen. Each port not
 * given in the environment is one the system says is free, chosen once, in
 * the process that reads playwright.config.ts first: it writes them to its
 * environment, which the web servers and every worker inherit, so all of
 * them (workers read the config again) see the same ports. Two runs on one
 * machine then never collide, and E2E_PORT, E2E_DB_PORT, E2E_CONSENT_PORT,
 * E2E_CONSENT_DB_PORT and E2E_SMTP_PORT still pin a port when set.
 */
const NAMES = [
  "E2E_PORT",
  "E2E_DB_PORT",
  "E2E_CONSENT_PORT",
  "E2E_CONSENT_DB_PORT",
  "E2E_SMTP_PORT",
  "E2E_STAFF_PORT",
  "E2E_STAFF_PUBLIC_PORT",
  "E2E_STAFF_DB_PORT",
  "E2E_STAFF_SECOND_PORT",
] as const;
type PortName = (typeof NAMES)[number];

/** Free ports from the system, asked for all at once so that they differ; synchronous, since the config is read so. */
function freePorts(count: number): number[] {
  const script = `
    const net = require("node:net");
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve(server.address().port));
    }))).then((ports) => {
      process.stdout.write(JSON.stringify(ports));
      for (const server of servers) server.close();
    });`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) as number[];
}

const missing = NAMES.filter((name) => !process.env[name]);
if (missing.length > 0) {
  const ports = freePorts(missing.length);
  missing.forEach((name, i) => (process.env[name] = String(ports[i])));
}

function port(name: PortName): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`${name} must be a port number, not ${process.env[name]}`);
  return value;
}

export const E2E_PORT = port("E2E_PORT");
export const E2E_DB_PORT = port("E2E_DB_PORT");
export const E2E_CONSENT_PORT = port("E2E_CONSENT_PORT");
export const E2E_CONSENT_DB_PORT = port("E2E_CONSENT_DB_PORT");
/** The mail relay the servers send through (support/smtp-sink.ts). */
export const E2E_SMTP_PORT = port("E2E_SMTP_PORT");
/**
 * A third server for the back office's tests, on a database of its own: what
 * they publish must not change what the other tests read. Its back office
 * (STAFF_PORT), its public port, and its database.
 */
export const E2E_STAFF_PORT = port("E2E_STAFF_PORT");
export const E2E_STAFF_PUBLIC_PORT = port("E2E_STAFF_PUBLIC_PORT");
export const E2E_STAFF_DB_PORT = port("E2E_STAFF_DB_PORT");
/** A second public instance on the back office's database, as production runs two (support/second-instance.ts). */
export const E2E_STAFF_SECOND_PORT = port("E2E_STAFF_SECOND_PORT");
