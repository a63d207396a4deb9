/**
 * What a route module may declare in `export const handle`. A route that sets
 * `hydrate: true` gets React's scripts; every other page is plain HTML.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function wantsHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).hydrate === true;
}
