import { contact as launchContact, type OfficeContact } from "~/content/contact";
import { useRootData } from "~/site/root-data";

/** The national office's channels as the root loader read them; the launch values on an error page whose root loader failed. */
export function useOfficeContact(): OfficeContact {
  return useRootData()?.contact ?? launchContact;
}
