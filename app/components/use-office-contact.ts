import { useRouteLoaderData } from "@remix-run/react";
import { contact as launchContact, type OfficeContact } from "~/content/contact";
import type { loader as rootLoader } from "~/root";

/** The national office's channels as the root loader read them; the launch values on an error page whose root loader failed. */
export function useOfficeContact(): OfficeContact {
  return useRouteLoaderData<typeof rootLoader>("root")?.contact ?? launchContact;
}
