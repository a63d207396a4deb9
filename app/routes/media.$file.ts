import type { LoaderFunctionArgs } from "@remix-run/node";
import { PUBLIC_MEDIA_CACHE, sendMediaFile } from "~/features/media/serve.server";

/** Photos and PDFs uploaded in the back office, by their content-hash addresses (features/media/addresses.ts). */
export function loader({ params }: LoaderFunctionArgs) {
  return sendMediaFile(params["file"], PUBLIC_MEDIA_CACHE);
}
