/** Addresses of the news list and its feed, apart from the news itself so that importing them stays cheap in the browser. */
import { paths } from "~/site/paths";

export const NEWS_LIST_PATH = paths.news;
export const FEED_PATH = `${NEWS_LIST_PATH}/rss.xml`;
