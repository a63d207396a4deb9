import { news } from "./news";
import { articlePath } from "./news-articles";

/** The newest news items as the home page's cards; a server module, so the collection stays out of the browser bundle. */
export function latestNewsCards(count: number) {
  return news
    .slice(0, count)
    .map((item) => ({ title: item.title, date: item.date, imageUrl: item.imageUrl, href: articlePath(item), provenance: item.provenance }));
}
