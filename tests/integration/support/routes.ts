import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";

/**
 * Every route of the compiled build as one concrete address, with whether it
 * takes posts. A nested route's address is its parents' and its own; each
 * `:param` is the sample's value for it, or "x", and a splat is a page that
 * does not exist.
 */
export async function builtRoutes(sample: Record<string, string> = {}): Promise<{ path: string; action: boolean }[]> {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route || route.id === "root") return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route.id !== "root")
    .map((route) => ({
      path: `/${fullPath(route.id)
        .replace(/:(\w+)/g, (_, name: string) => sample[name] ?? "x")
        .replace("*", "no-such-page")}`,
      action: Boolean(route.module.action),
    }));
}

/** The back office's addresses among them. */
export const isStaffRoute = (route: { path: string }) => route.path === "/staff" || route.path.startsWith("/staff/");
