/**
 * docker-compose.yml's networks and secrets, read as compose reads them (without Docker) and held
 * to the rules that keep the public site and the back office apart (decision 0087), as
 * deploy/kubernetes's NetworkPolicies do: nginx alone is on a network with the site and on one
 * with the back office; no network has both; PostgreSQL is on no network nginx is on; each server
 * trusts nginx's own address on its own network; each side holds its own session secret alone;
 * and nginx's tunnel lets in the gateways of its networks, no other address.
 *   npx tsx scripts/compose-file.ts     # prints each finding, exits 1 on one
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "..");

/** A service as the rules read it; compose's own long syntax where the file uses it. */
export interface ComposeService {
  image?: string;
  command?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; gateway?: string }[] } } | null>;
}

/**
 * docker-compose.yml, its anchors, aliases and merge keys resolved (web-b: <<: *web), each service an object of its
 * own, and each ${NAME:-default} in its values as compose reads it with NAME unset (the networks'
 * SUBNET_PREFIX, for one): the file as shipped.
 */
export function readCompose(file = path.join(root, "docker-compose.yml")): ComposeFile {
  return JSON.parse(JSON.stringify(parse(readFileSync(file, "utf8"), { maxAliasCount: -1, merge: true })), (_key, value: unknown) =>
    typeof value === "string" ? value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, "$1") : value,
  ) as ComposeFile;
}

/**
 * The addresses deploy/nginx.conf lets in as the operator's tunnel ("8443 <address>" 1;), with the
 * ${NAME}s compose gives nginx filled in from its environment (the proxy service's, by default).
 */
export function tunnelAddresses(
  file = path.join(root, "deploy/nginx.conf"),
  variables: Record<string, string> = readCompose().services.proxy?.environment ?? {},
): string[] {
  return [...readFileSync(file, "utf8").matchAll(/^ *"8443 ([^"\s]+)" 1;/gm)]
    .map((match) => match[1]!.replace(/\$\{(\w+)\}/g, (name: string, variable: string) => variables[variable] ?? name))
    .sort();
}

/** A service's networks; naming none, compose puts it on the project's "default" with every other such one. */
const networksOf = (service: ComposeService): string[] =>
  !service.networks ? ["default"] : Array.isArray(service.networks) ? service.networks : Object.keys(service.networks);

/** What a service is, by what it runs: the site's or the office's server, nginx, PostgreSQL, or something else. */
function kindOf(service: ComposeService): "site" | "office" | "proxy" | "database" | "other" {
  const role = service.command?.at(-1);
  if (service.command?.includes("build/server/index.js") && (role === "site" || role === "office")) return role;
  if (service.image?.startsWith("nginx:")) return "proxy";
  if (service.image?.startsWith("postgres:")) return "database";
  return "other";
}

/** Every broken rule, one line each; none when the file keeps the site and the back office apart. */
export function composeFindings(compose: ComposeFile, tunnel: string[]): string[] {
  const findings: string[] = [];
  const services = Object.entries(compose.services);
  const named = (kind: ReturnType<typeof kindOf>) => services.filter(([, service]) => kindOf(service) === kind);
  const site = named("site");
  const office = named("office");
  const proxies = named("proxy");
  if (!site.length || !office.length) findings.push("no service runs the site, or none the back office");
  if (proxies.length !== 1) findings.push(`${proxies.length} nginx services, not one`);
  const [proxyName, proxy] = proxies[0] ?? ["proxy", {}];
  const proxyNetworks = networksOf(proxy);
  const on = (network: string) => services.filter(([, service]) => networksOf(service).includes(network)).map(([name]) => name);

  for (const [name, service] of services) {
    for (const network of networksOf(service))
      if (network !== "default" && !compose.networks?.[network]) findings.push(`${name} is on ${network}, which the file does not declare`);
    if (service.ports?.length && kindOf(service) !== "proxy") findings.push(`${name} publishes a port: only nginx may`);
  }

  // No network has both a site and an office container: neither can open a connection to the other.
  for (const [siteName, siteService] of site)
    for (const [officeName, officeService] of office)
      for (const network of networksOf(siteService).filter((n) => networksOf(officeService).includes(n)))
        findings.push(`${siteName} and ${officeName} share the network ${network}`);

  // nginx's networks: each with one side's servers and nothing else (PostgreSQL, the backup, the migration).
  for (const network of proxyNetworks) {
    const others = on(network).filter((name) => name !== proxyName);
    const kinds = new Set(others.map((name) => kindOf(compose.services[name]!)));
    if (kinds.size !== 1 || !(kinds.has("site") || kinds.has("office")))
      findings.push(`nginx's network ${network} has ${others.join(", ") || "nothing"}: one side's servers alone`);
  }
  // Only nginx is on a network with the site and on one with the back office.
  for (const [name, service] of services) {
    if (name === proxyName) continue;
    const withSite = networksOf(service).some((network) => on(network).some((other) => kindOf(compose.services[other]!) === "site"));
    const withOffice = networksOf(service).some((network) => on(network).some((other) => kindOf(compose.services[other]!) === "office"));
    const kind = kindOf(service);
    // PostgreSQL is the one meeting point, on the two data networks, and answers only with a password.
    if (withSite && withOffice && kind !== "database" && kind !== "site" && kind !== "office")
      findings.push(`${name} is on a network with the site and on one with the back office: only nginx may be`);
  }
  for (const [name, service] of named("database"))
    for (const network of networksOf(service).filter((n) => proxyNetworks.includes(n)))
      findings.push(`${name} is on nginx's network ${network}: the database is on data networks alone`);

  // Each server trusts X-Forwarded-* from nginx's own address on the network it shares with it.
  for (const [name, service] of [...site, ...office]) {
    const shared = networksOf(service).filter((network) => proxyNetworks.includes(network));
    const addresses = shared.map((network) => (Array.isArray(proxy.networks) ? undefined : proxy.networks?.[network]?.ipv4_address));
    const trusted = service.environment?.TRUST_PROXY;
    if (shared.length !== 1 || !addresses[0] || trusted !== addresses[0])
      findings.push(`${name} trusts ${trusted ?? "no proxy"}, not nginx's pinned address on the one network they share`);
  }

  // Each side holds its own secret, never the other's.
  const secrets: [typeof site, string, string][] = [
    [site, "session_secret", "staff_session_secret"],
    [office, "staff_session_secret", "session_secret"],
  ];
  for (const [side, own, other] of secrets)
    for (const [name, service] of side) {
      if (!service.secrets?.includes(own)) findings.push(`${name} is not given ${own}`);
      if (service.secrets?.includes(other)) findings.push(`${name} is given ${other}, the other side's`);
    }

  // The operator's tunnel: the gateways of nginx's networks, where Docker forwards the published ports from.
  const gateways = proxyNetworks.map(
    (network) => compose.networks?.[network]?.ipam?.config?.[0]?.gateway ?? `(${network}: no pinned gateway)`,
  );
  if (JSON.stringify([...gateways].sort()) !== JSON.stringify(tunnel))
    findings.push(`nginx's tunnel lets in ${tunnel.join(", ") || "nobody"}, not the gateways of its networks (${gateways.join(", ")})`);
  return findings;
}

/**
 * nginx names each instance by the address compose pins for it on nginx's network (a name stops
 * resolving while its container is replaced, decision 0117): each upstream of deploy/nginx.conf
 * lists exactly those of its side, with the ${NAME}s filled in as for tunnelAddresses.
 */
export function upstreamFindings(
  compose: ComposeFile,
  file = path.join(root, "deploy/nginx.conf"),
  variables: Record<string, string> = compose.services.proxy?.environment ?? {},
): string[] {
  const text = readFileSync(file, "utf8").replace(/\$\{(\w+)\}/g, (name: string, variable: string) => variables[variable] ?? name);
  const listed = (port: number) => [...text.matchAll(new RegExp(`^ *server (\\S+):${port} .*# deploy: `, "gm"))].map((m) => m[1]!).sort();
  const proxy = Object.values(compose.services).find((service) => kindOf(service) === "proxy");
  const proxyNetworks = proxy ? networksOf(proxy) : [];
  const pinned = (kind: "site" | "office") =>
    Object.values(compose.services)
      .filter((service) => kindOf(service) === kind)
      .flatMap((service) =>
        proxyNetworks.map((network) => (Array.isArray(service.networks) ? undefined : service.networks?.[network]?.ipv4_address)),
      )
      .filter((address): address is string => Boolean(address))
      .sort();
  const findings: string[] = [];
  for (const [kind, port] of [
    ["site", 3000],
    ["office", 3001],
  ] as const) {
    const [expected, got] = [pinned(kind), listed(port)];
    if (!expected.length || JSON.stringify(expected) !== JSON.stringify(got))
      findings.push(
        `nginx's ${kind} upstream names ${got.join(", ") || "nothing"}, not the ${kind} instances' pinned addresses (${expected.join(", ") || "none"})`,
      );
  }
  return findings;
}

function main() {
  const compose = readCompose();
  const findings = [...composeFindings(compose, tunnelAddresses()), ...upstreamFindings(compose)];
  for (const finding of findings) console.log(finding);
  if (!findings.length) console.log("docker-compose.yml: every rule holds");
  process.exitCode = findings.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
