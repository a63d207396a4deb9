import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { findContentPage } from "~/content/pages";
import { pageMetaFor } from "./navigation";

/** The loader of the routes that show a page of plain content, found by its address. */
export function contentPageLoader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!findContentPage(path)) throw new Response("Not found", { status: 404 });
  return { path };
}

/** Title and description of a content page, from the navigation tree. */
export const contentPageMeta: MetaFunction<typeof contentPageLoader> = ({ data }) => {
  if (!data) return [];
  const { title, description } = pageMetaFor(data.path);
  return [{ title }, { name: "description", content: description }];
};
