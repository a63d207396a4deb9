import type { ReactNode } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { findContentPage } from "~/content/pages";
import { pageMetaFor } from "~/utils/navigation";
import { ContentBlocks } from "./content-blocks";
import { InlineText } from "./inline-text";
import { SectionLayout } from "./section-layout";

/** Shared by the routes that render a page of plain content, found by its address. */
export function contentPageLoader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (!findContentPage(path)) throw new Response("Not found", { status: 404 });
  return { path };
}

export const contentPageMeta: MetaFunction<typeof contentPageLoader> = ({ data }) => {
  if (!data) return [];
  const { title, description } = pageMetaFor(data.path);
  return [{ title }, { name: "description", content: description }];
};

export function ContentPageView() {
  const { path } = useLoaderData<typeof contentPageLoader>();
  return <ContentPageBody path={path} />;
}

/** A content page's lead and blocks in its section frame, with anything a route adds after them. */
export function ContentPageBody({ path, intro, children }: { path: string; intro?: ReactNode; children?: ReactNode }) {
  const page = findContentPage(path)!;
  return (
    <SectionLayout>
      <p className="lead">
        <InlineText text={page.lead} />
      </p>
      {page.provenance === "illustrative" ? (
        <p className="provenance provenance--page">
          Illustrative: this page's details were written for this website and are to be replaced by the office's own.
        </p>
      ) : null}
      {intro}
      <ContentBlocks blocks={page.blocks} />
      {children}
    </SectionLayout>
  );
}
