import { abbreviationsIn } from "~/content/abbreviations";
import { blockText } from "~/content/block-text";
import { darIntro } from "~/content/data-access-request-form";
import { welcome, whatWeDo, whoWeAre } from "~/content/home";
import { plainText } from "~/content/inline";
import { navigation } from "~/content/navigation";
import { findContentPage } from "~/content/pages";
import { stateOfficeAnchor, states } from "~/content/states";
import { paths } from "~/site/paths";

/** One row of search_document, before hashing. */
export interface SearchDoc {
  key: string;
  kind: string;
  title: string;
  description: string;
  body: string;
  url: string;
}

export interface SearchSource {
  name: string;
  /** The modules of app/content this source reads; a test checks every collection is claimed. */
  modules: string[];
  documents(): SearchDoc[];
}

/** Everything the site says, collection by collection, as the search index holds it. */
export const searchSources: SearchSource[] = [
  {
    name: "pages of the navigation tree, with the content they show",
    modules: ["navigation", "pages", "contact"],
    documents: () =>
      navigation.flatMap((group) => [
        {
          key: `page:${group.path}`,
          kind: "page",
          title: group.title,
          description: group.description,
          body: group.hero.tagline,
          url: group.path,
        },
        ...group.pages
          .filter((page) => !page.external)
          .map((page) => {
            const content = findContentPage(page.path);
            return {
              key: `page:${page.path}`,
              kind: "page",
              title: page.hero?.title ?? page.name,
              description: page.description,
              body: content ? [plainText(content.lead), ...content.blocks.map(blockText)].join(" ") : "",
              url: page.path,
            };
          }),
      ]),
  },
  {
    name: "home page",
    modules: ["home"],
    documents: () => [
      { key: "page:/", kind: "page", title: "Home", description: welcome.tagline, body: `${whoWeAre.text} ${whatWeDo.text}`, url: "/" },
    ],
  },
  {
    name: "data access request form",
    modules: ["data-access-request-form"],
    documents: () => [
      {
        key: "form:data-access-request",
        kind: "form",
        title: "Data Access Request Form (printable PDF)",
        description: darIntro,
        body: "Download, fill in and send the form to the office.",
        url: "/data-access-request-form.pdf",
      },
    ],
  },
  {
    name: "files linked from the menus, such as the ESMP",
    modules: ["navigation"],
    documents: () =>
      navigation.flatMap((group) =>
        group.pages
          .filter((page) => page.external)
          .map((page) => ({
            key: `file:${page.path}`,
            kind: "PDF",
            title: page.name,
            description: page.description,
            body: group.title,
            url: page.path,
          })),
      ),
  },
  {
    name: "each state: its register figures and its coordinating unit",
    modules: ["states"],
    documents: () =>
      states.flatMap((state) => [
        {
          key: `register:${state.slug}`,
          kind: "register data",
          title: `${state.name}: households on the register, by LGA`,
          description: `The NSR summary by LGA for ${state.name}: households and individuals in each of its local government areas.`,
          body: `${state.name} ${state.registerName} state LGAs households individuals`,
          url: `${paths.lgaTable}?${new URLSearchParams({ state: state.registerName })}`,
        },
        {
          // How to reach the unit is in the database (contact_channel), and shown on its row.
          key: `state-office:${state.slug}`,
          kind: "state office",
          title: `${state.name} State Operations Coordinating Unit`,
          description: `How to contact the coordinating unit in ${state.name}.`,
          body: `${state.name} state office contact`,
          url: `${paths.stateOffices}#${stateOfficeAnchor(state)}`,
        },
      ]),
  },
];

/** Every document, each with the short names of the long names it mentions (NSR, NIN, ESMP …) added to its body. */
export function allSearchDocs(): SearchDoc[] {
  return searchSources
    .flatMap((source) => source.documents())
    .map((doc) => {
      const short = abbreviationsIn(`${doc.title} ${doc.description} ${doc.body}`);
      return short.length ? { ...doc, body: `${doc.body} ${short.join(" ")}`.trim() } : doc;
    });
}
