import type { LoaderFunctionArgs } from "@remix-run/node";
import { sendMediaFile } from "~/features/media/serve.server";
import { requireStaff } from "~/features/staff-auth/session.server";

/** The same files for the back office's own pages (its listener serves nothing outside /staff), kept by no cache. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireStaff(request, context, ["editor", "publisher"]);
  return sendMediaFile(params["file"], "private, no-store");
}
