import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnAnswer } from "~/features/cdn/headers.server";
import { PUBLIC_MEDIA_CACHE, sendMediaFile } from "~/features/media/serve.server";

/** Photos and PDFs uploaded in the back office, by their content-hash addresses (features/media/addresses.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  return cdnAnswer(await sendMediaFile(params["file"], PUBLIC_MEDIA_CACHE));
}
