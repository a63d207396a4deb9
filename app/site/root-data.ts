import { useRouteLoaderData } from "@remix-run/react";
import type { OfficeContact } from "~/content/contact";

/**
 * What the shared chrome reads of the root loader's data (app/root.tsx, whose
 * loader is checked to return at least this). The chrome reads it by this
 * type rather than by the root's own: the root imports the chrome, so an
 * import back, even of a type, would close a circle (decision 0058).
 */
export interface RootData {
  furnitureReviewed: boolean;
  contact: OfficeContact;
  origin: string;
}

/** The root's data, or undefined on an error page whose root loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
