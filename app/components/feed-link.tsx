/**
 * The visible link to a list's RSS feed, beside the link rel="alternate" in the
 * page's head, which only some browsers and feed readers look for. Its type
 * tells a browser what it leads to.
 */
export function FeedLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="feed-link">
      <a href={href} type="application/rss+xml">
        {children}
      </a>
    </p>
  );
}
