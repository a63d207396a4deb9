import { prisma } from "~/utils/db.server";

/**
 * For load balancers and the container HEALTHCHECK: 200 only when the
 * database answers, and nothing else, to anyone (a proxy on the same machine
 * makes every reader look local). What the process holds in memory is on the
 * metrics port's /healthz (server/http/health.ts), which readers never reach.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await Promise.race([prisma.$queryRaw`SELECT 1`, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return Response.json({ status: "ok" }, { headers });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
