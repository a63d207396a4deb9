import type { LoaderFunctionArgs } from "@remix-run/node";
import { prisma } from "~/utils/db.server";

/** For load balancers and the container HEALTHCHECK: 200 only when the database answers. */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await Promise.race([prisma.$queryRaw`SELECT 1`, new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return Response.json(
      { status: "ok", database: "up", pageCache: context.pageCacheStats(), pageViews: context.pageViewStats() },
      { headers },
    );
  } catch {
    return Response.json({ status: "unavailable", database: "down", pageViews: context.pageViewStats() }, { status: 503, headers });
  }
}
