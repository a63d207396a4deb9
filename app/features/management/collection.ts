import { IN_ORDER, position, type CollectionManifest } from "~/features/content/collection-manifest";

export const teamCollection: CollectionManifest = {
  table: "team_member",
  model: "teamMember",
  label: "Management team",
  item: "a member of the team",
  titleField: "name",
  publicPath: () => "/who-we-are/management-team",
  fields: [
    { name: "name", label: "Name", kind: "text", required: true, maxLength: 120 },
    { name: "role", label: "Role", kind: "text", required: true, maxLength: 200 },
    { name: "bio", label: "Biography", hint: "Markdown.", kind: "markdown" },
    { name: "portrait_url", label: "Portrait address", hint: "An address on this site, starting with /.", kind: "text", maxLength: 500 },
    { name: "linkedin_url", label: "LinkedIn address", kind: "text", maxLength: 500, nullable: true },
    { name: "x_url", label: "X address", kind: "text", maxLength: 500, nullable: true },
    { name: "source_as_at_year_only", label: "The source is dated by its year only", kind: "boolean" },
    position,
  ],
  provenance: { noun: "management profile", supply: "the person's name, title, biography and portrait" },
  audit: {
    fields: ["name", "role"],
    orderBy: IN_ORDER,
    name: (row) => (row.name ? `${String(row.name)}, ${String(row.role)}` : String(row.role)),
  },
  searchKind: "management",
  block: { container: "team", type: "team" },
};
