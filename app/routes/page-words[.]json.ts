import type { LoaderFunctionArgs } from "@remix-run/node";
import { withCdnHeaders } from "~/features/cdn/headers.server";
import { pageWordsFile } from "~/i18n/words";

/**
 * GET /page-words.json?locale=…&path=…&words=…&v=…: a hydrated page's words, which its first
 * script puts in the page before React starts (i18n/page-words-block.tsx, decision 0098). The
 * address names the words' digest, so a browser and any cache keep it for good; a page from
 * before a release, naming another digest, gets today's words, kept a minute.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const file = pageWordsFile(new URL(request.url).searchParams);
  if (file === null) {
    return Response.json(
      { error: "No such words: a language, a path and the words of the furniture." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return new Response(file.json, {
    headers: withCdnHeaders({
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": file.current ? "public, max-age=31536000, immutable" : "public, max-age=60",
    }),
  });
}
