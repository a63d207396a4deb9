/**
 * What a page says in place of a collection it could not read from the
 * database: "The photos cannot be shown just now. Please try again in a few minutes."
 */
export const cannotBeShown = (what: string) => `${what} cannot be shown just now. Please try again in a few minutes.`;
