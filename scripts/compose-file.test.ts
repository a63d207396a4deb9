import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { composeFindings, readCompose, tunnelAddresses, upstreamFindings, type ComposeFile } from "./compose-file";
import { OFFICE_EXEC_ARGV } from "../server/supervisor";

/** docker-compose.yml (decision 0087): the public site and the back office apart, as on Kubernetes. */
describe("docker-compose.yml's networks and secrets", () => {
  const compose = readCompose();
  const tunnel = tunnelAddresses();
  const copy = (): ComposeFile => structuredClone(compose);

  it("keep the site and the back office apart: every rule holds", () => {
    expect(composeFindings(compose, tunnel)).toEqual([]);
  });

  it("put nginx alone on a network with the site and on one with the back office, and PostgreSQL on neither", () => {
    const networks = (name: string) => {
      const { networks } = compose.services[name]!;
      return Array.isArray(networks) ? networks : Object.keys(networks ?? {});
    };
    expect(networks("proxy")).toEqual(["site", "office"]);
    expect(networks("web-a")).toEqual(["site", "site-data"]);
    expect(networks("web-b")).toEqual(networks("web-a"));
    expect(networks("office-a")).toEqual(["office", "office-data"]);
    expect(networks("office-b")).toEqual(networks("office-a"));
    expect(networks("db")).toEqual(["site-data", "office-data"]);
    expect(tunnel).toEqual(["172.28.0.1", "172.28.1.1"]);
  });

  it("give nginx each instance by the address pinned for it, which a recreated container keeps", () => {
    expect(upstreamFindings(compose)).toEqual([]);
    const moved = copy();
    moved.services["web-b"]!.networks = { site: { ipv4_address: "172.28.0.99" }, "site-data": null };
    delete moved.services["office-a"]!.networks;
    expect(upstreamFindings(moved)).toEqual([
      "nginx's site upstream names 172.28.0.21, 172.28.0.22, not the site instances' pinned addresses (172.28.0.21, 172.28.0.99)",
      "nginx's office upstream names 172.28.1.21, 172.28.1.22, not the office instances' pinned addresses (172.28.1.22)",
    ]);
  });

  it("take every address from SUBNET_PREFIX, so that two stacks can share an engine", () => {
    // Each 172.28 in the file, but for its comments, is the variable's default; none stands alone.
    const text = readFileSync("docker-compose.yml", "utf8").replace(/^ *#.*$/gm, "");
    expect(text.match(/172\.28/g)?.length).toBe(text.match(/\$\{SUBNET_PREFIX:-172\.28\}/g)?.length);
    expect(compose.networks?.site?.ipam?.config?.[0]?.subnet).toBe("172.28.0.0/24");
    expect(compose.services.proxy!.environment!.SUBNET_PREFIX).toBe("172.28");
    expect(compose.services.proxy!.environment!.NGINX_ENVSUBST_FILTER).toContain("SUBNET_PREFIX");
    // nginx's tunnel follows it: the gateways of another prefix.
    expect(tunnelAddresses(undefined, { SUBNET_PREFIX: "172.29" })).toEqual(["172.29.0.1", "172.29.1.1"]);
  });

  it("finds each broken rule", () => {
    const broken = copy();
    const { services } = broken;
    // The back office on the site's network; PostgreSQL on nginx's; the backup on both data networks.
    services["office-b"]!.networks = ["office", "site", "office-data"];
    services.db!.networks = ["site-data", "office-data", "office"];
    services.backup!.networks = ["office-data", "site-data"];
    // A server left on the default network, away from nginx.
    delete services["web-b"]!.networks;
    // A published back office; a server trusting the other network's address; the secrets swapped.
    services["office-a"]!.ports = ["3001:3001"];
    services["office-a"]!.environment!.TRUST_PROXY = "172.28.0.10";
    services["web-a"]!.secrets = [...services["web-a"]!.secrets!, "staff_session_secret"];
    services["office-a"]!.secrets = services["office-a"]!.secrets!.filter((name) => name !== "staff_session_secret");
    expect(composeFindings(broken, ["172.28.0.1"])).toEqual([
      "office-a publishes a port: only nginx may",
      "web-a and office-b share the network site",
      "nginx's network site has web-a, office-b: one side's servers alone",
      "nginx's network office has db, office-a, office-b: one side's servers alone",
      "backup is on a network with the site and on one with the back office: only nginx may be",
      "db is on nginx's network office: the database is on data networks alone",
      "web-b trusts 172.28.0.10, not nginx's pinned address on the one network they share",
      "office-a trusts 172.28.0.10, not nginx's pinned address on the one network they share",
      "office-b trusts 172.28.1.10, not nginx's pinned address on the one network they share",
      "web-a is given staff_session_secret, the other side's",
      "office-a is not given staff_session_secret",
      "nginx's tunnel lets in 172.28.0.1, not the gateways of its networks (172.28.0.1, 172.28.1.1)",
    ]);
  });

  it("finds the one network compose gives every service that names none", () => {
    const unnamed = copy();
    for (const service of Object.values(unnamed.services)) delete service.networks;
    const findings = composeFindings(unnamed, tunnel);
    expect(findings).toContain("web-a and office-a share the network default");
    expect(findings).toContain("db is on nginx's network default: the database is on data networks alone");
  });
});

describe("docker-compose.yml's back office", () => {
  it("starts node with the heap cap npm start's supervisor gives the back office (decision 0096)", () => {
    const { services } = readCompose();
    for (const name of ["office-a", "office-b"]) {
      const command = services[name]!.command!;
      expect(command.slice(1, 1 + OFFICE_EXEC_ARGV.length), name).toEqual(OFFICE_EXEC_ARGV);
      expect(command.at(-1), name).toBe("office");
    }
  });
});
