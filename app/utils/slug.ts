/**
 * The article slug rule (docs/product.md, "Slug rule"): lowercase; drop everything but word
 * characters, whitespace and hyphens; collapse runs of whitespace, underscores
 * and hyphens to one hyphen; trim hyphens at the ends.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The other reading of the rule: every character that is not a letter or digit
 * removed, spaces turned into hyphens and repeats collapsed. Links made this
 * way are redirected to the slugify() address.
 */
export function alternateSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}
