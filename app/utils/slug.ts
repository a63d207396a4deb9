/**
 * The article slug rule of spec §2.9: lowercase; drop everything but word
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
