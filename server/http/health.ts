import type { Request, Response } from "express";
import type { InternalContext, Running } from "../site-contract";

export const LIVENESS_PATH = "/livez";
export const READINESS_PATH = "/readyz";

/**
 * Liveness and readiness, answered by the launcher before any cache, static
 * file or render queue, on the public port and the metrics port alike.
 * /livez: the process answers. /readyz: the database answers and has applied
 * every migration this build carries (`migrations`, the names on disk; null
 * when they could not be read). Neither says more than a short reason, and
 * neither is ever stored by a cache. The public port's /healthz (the site's)
 * gives its status alone; the metrics port's gives, beside it, what the
 * process holds in memory (`details`), for an operator and a test only.
 */
export function healthChecks({
  running,
  migrations,
  stats,
}: {
  running: Pick<Running, "appliedMigrations" | "metrics">;
  migrations: string[] | null;
  stats: InternalContext["stats"];
}) {
  const livez = (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  };
  const readyz = async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const unavailable = (reason: string) => res.status(503).json({ status: "unavailable", reason });
    if (migrations === null) return unavailable("the migrations on disk could not be read");
    let applied: string[];
    try {
      applied = await running.appliedMigrations();
    } catch {
      return unavailable("the database does not answer");
    }
    if (migrations.some((name) => !applied.includes(name))) return unavailable("the database lacks migrations this build has");
    res.json({ status: "ok" });
  };
  const details = async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const site = await running.metrics().catch(() => null);
    const up = Boolean(site?.database);
    res.status(up ? 200 : 503).json({
      status: up ? "ok" : "unavailable",
      database: up ? "up" : "down",
      ...stats(),
      pageViews: site?.analytics ?? { buffered: 0, dropped: 0 },
    });
  };
  return {
    livez,
    readyz: (req: Request, res: Response) => void readyz(req, res),
    details: (req: Request, res: Response) => void details(req, res),
  };
}
