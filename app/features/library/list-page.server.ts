import { redirect } from "@remix-run/node";
import { pageCountFor, pageHref, readPage } from "~/utils/pagination";

/** The ?page= of a paged list, or a redirect to the nearest valid page's canonical address. */
export function listPageFromRequest(request: Request, path: string, total: number, size: number): number {
  const raw = new URL(request.url).searchParams.get("page");
  const { page, canonical } = readPage(raw, pageCountFor(total, size));
  if (!canonical) throw redirect(pageHref(path, page));
  return page;
}
