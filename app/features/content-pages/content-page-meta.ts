import type { MetaFunction } from "@remix-run/node";
import type { contentPageLoader } from "./content-page.server";
import { pageMetaFor } from "~/site/navigation";

/** Title and description of a content page, from the navigation tree. */
export const contentPageMeta: MetaFunction<typeof contentPageLoader> = ({ data }) => {
  if (!data) return [];
  const { title, description } = pageMetaFor(data.path);
  return [{ title }, { name: "description", content: description }];
};
