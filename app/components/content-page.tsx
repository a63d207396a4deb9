import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { findContentPage } from "~/content/pages";
import type { Block } from "~/content/types";
import type { contentPageLoader } from "~/site/content-page.server";
import type { PageCollections } from "~/site/page-collections";
import { ContentBlocks } from "./content-blocks";
import { InlineText } from "./inline-text";
import { SectionLayout } from "./section-layout";

export function ContentPageView() {
  const { path, collections } = useLoaderData<typeof contentPageLoader>();
  return <ContentPageBody path={path} collections={collections} />;
}

/**
 * A content page's lead and blocks in its section frame, with anything a route
 * adds after them. A route whose text depends on configuration passes its own blocks.
 */
export function ContentPageBody({
  path,
  blocks,
  collections,
  intro,
  children,
}: {
  path: string;
  blocks?: Block[];
  collections?: PageCollections;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const page = findContentPage(path)!;
  return (
    <SectionLayout>
      <p className="lead">
        <InlineText text={page.lead} />
      </p>
      {page.provenance === "illustrative" ? (
        <p className="provenance provenance--page">
          Illustrative: this page&apos;s details were written for this website and are to be replaced by the office&apos;s own.
        </p>
      ) : null}
      {intro}
      <ContentBlocks blocks={blocks ?? page.blocks} collections={collections} />
      {children}
    </SectionLayout>
  );
}
