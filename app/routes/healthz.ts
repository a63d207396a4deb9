import type { LoaderFunctionArgs } from "@remix-run/node";
import { prisma } from "~/utils/db.server";

/**
 * For load balancers and the container HEALTHCHECK: 200 only when the
 * database answers. Anyone gets the status alone; the machine itself (a
 * request on loopback, not through a proxy) also gets what the server holds
 * in memory.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const details = (database: "up" | "down") => (context.fromThisMachine ? { database, ...context.serverStats() } : {});
  try {
    await Promise.race([prisma.$queryRaw`SELECT 1`, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return Response.json({ status: "ok", ...details("up") }, { headers });
  } catch {
    return Response.json({ status: "unavailable", ...details("down") }, { status: 503, headers });
  }
}
