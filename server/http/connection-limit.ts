import type { Server } from "node:http";
import { clientKey } from "./client-key";

/**
 * At most `perClient` open connections from one client address (IPv6 per
 * /64). Without it, one client dripping its headers over 1,000 connections
 * holds every place MAX_CONNECTIONS allows until the headers timeout, and
 * nobody else gets in. The proxies in TRUST_PROXY speak for many clients, so
 * they are not limited here (nginx limits its own clients).
 */
export function limitConnectionsPerClient(
  server: Server,
  { perClient, exempt }: { perClient: number; exempt: (address: string) => boolean },
) {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    if (exempt(address)) return;
    const client = clientKey(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
