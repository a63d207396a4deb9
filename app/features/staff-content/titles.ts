/** What the back office calls an item: its title field's value, or its id when that is empty. */
export function shownTitle(value: unknown, id: string): string {
  return typeof value === "string" && value !== "" ? value : id;
}
