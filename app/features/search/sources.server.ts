import { abbreviationsIn } from "~/content/abbreviations";
import { accessibilityStatement, accessibilityStatementBody } from "~/content/accessibility-statement";
import { blockText } from "~/content/block-text";
import { contactPage } from "~/content/contact-page";
import { darIntro } from "~/content/data-access-request-form";
import { contact as launchContact } from "~/content/contact";
import { navigation } from "~/content/navigation";
import { privacyPolicy, privacyPolicyBody } from "~/content/privacy-policy";
import { DEFAULT_ANALYTICS, DEFAULT_RETENTION } from "~/content/retention";
import { sitePages as outsideTheSections } from "~/content/site-pages";
import { stateOfficeAnchor, states } from "~/content/states";
import { plainPageBody } from "~/features/content-pages/page-body.server";
import { LOCALES } from "~/i18n/locales";
import { en } from "~/i18n/messages/en";
import { messages } from "~/i18n/messages.server";
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

/** What the sources must know of the database: the pages whose bodies it holds (content_page), which it indexes itself. */
export interface SearchContext {
  pagesInDatabase: ReadonlySet<string>;
}

export interface SearchSource {
  name: string;
  /** The modules of app/content this source reads; a test checks every collection is claimed. */
  modules: string[];
  documents(context: SearchContext): SearchDoc[];
}

/** The privacy policy's words, with the default settings and launch contacts (the page itself states the current ones). */
function privacyPolicyText(): string {
  const { lead, blocks } = plainPageBody(privacyPolicy.lead, privacyPolicyBody(DEFAULT_RETENTION, DEFAULT_ANALYTICS, launchContact));
  return [lead, ...blocks.map(blockText)].join(" ");
}

/** The accessibility statement's words, with the launch contacts (the page itself states the current ones). */
function accessibilityStatementText(): string {
  const { lead, blocks } = plainPageBody(accessibilityStatement.lead, accessibilityStatementBody(launchContact));
  return [lead, ...blocks.map(blockText)].join(" ");
}

/** Everything the site says, collection by collection, as the search index holds it. */
export const searchSources: SearchSource[] = [
  {
    // A page whose body is in content_page is the database's to index (content_page_search_documents()).
    name: "pages of the navigation tree, but those whose body is in the database",
    modules: ["navigation", "privacy-policy", "contact"],
    documents: ({ pagesInDatabase }) =>
      navigation.flatMap((group) => [
        ...(pagesInDatabase.has(group.path)
          ? []
          : [
              {
                key: `page:${group.path}`,
                kind: "page",
                title: group.title,
                description: group.description,
                body: group.hero.tagline,
                url: group.path,
              },
            ]),
        ...group.pages
          .filter((page) => !page.external && !pagesInDatabase.has(page.path))
          .map((page) => ({
            key: `page:${page.path}`,
            kind: "page",
            title: pageTitle(page),
            description: page.description,
            body: page.path === paths.privacyPolicy ? privacyPolicyText() : "",
            url: page.path,
          })),
      ]),
  },
  {
    // The contact page is its own feature's to index, with its words.
    name: "the accessibility statement and the site map, outside the sections",
    modules: ["site-pages", "accessibility-statement"],
    documents: () =>
      [outsideTheSections.accessibility, outsideTheSections.siteMap].map((page) => ({
        key: `page:${page.path}`,
        kind: "page",
        title: pageTitle(page),
        description: page.description,
        body: page === outsideTheSections.accessibility ? accessibilityStatementText() : "",
        url: page.path,
      })),
  },
  {
    name: "home page",
    modules: ["home"],
    documents: () => [
      {
        key: "page:/",
        kind: "page",
        title: "Home",
        description: en.home.welcomeTagline,
        body: `${en.home.whoWeAreText} ${en.home.whatWeDoText}`,
        url: "/",
      },
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
    name: "the contact page",
    modules: ["contact-page"],
    documents: () => [
      {
        key: "page:/contact",
        kind: "page",
        title: outsideTheSections.contact.hero.title,
        description: outsideTheSections.contact.description,
        body: `${contactPage.formHeading}. ${contactPage.formIntro} ${contactPage.grievance} address phone e-mail office hours state offices`,
        url: paths.contact,
      },
    ],
  },
  {
    // Found by the words people use for it in every language, since a reader searches in their own
    // (issue 67); the English document holds them all, and a search in any language also asks it.
    name: "the grievance form",
    modules: [],
    documents: () => [
      {
        key: `page:${paths.grievanceForm}`,
        kind: "form",
        // The word a reader searches for most, in the title that ranks first; the page's own title is shorter.
        title: `${en.grievanceForm.title} (make a complaint)`,
        description: en.grievanceForm.description,
        body: [
          en.grievanceForm.intro,
          ...LOCALES.flatMap((locale) => [messages[locale].grievanceForm.title, messages[locale].grievanceForm.searchWords]),
        ].join(" "),
        url: paths.grievanceForm,
      },
    ],
  },
  {
    // Its words are the furniture's; the channels and fakes it lists are the database's.
    name: "Is this real?",
    modules: [],
    documents: () => {
      const words = en.isThisReal;
      return [
        {
          key: `page:${paths.isThisReal}`,
          kind: "page",
          title: words.title,
          description: words.metaDescription,
          body: `${words.neverCharges} ${words.neverAsks} ${words.ifAsked} ${words.channelsIntro} ${words.fakesIntro} ${words.reportIntro} scam fraud fake official channels`,
          url: paths.isThisReal,
        },
      ];
    },
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

/** A page's title in the index: its hero's, or its menu name. */
const pageTitle = (page: { name: string; hero?: { title: string } }) => page.hero?.title ?? page.name;

/** The navigation tree's pages (not its section landings, nor files), as site_page holds them for the database's page documents. */
export function sitePages(): { path: string; title: string; description: string }[] {
  return navigation.flatMap((group) => [
    { path: group.path, title: group.title, description: group.description },
    ...group.pages
      .filter((page) => !page.external)
      .map((page) => ({ path: page.path, title: pageTitle(page), description: page.description })),
  ]);
}

/** Every document, each with the short names of the long names it mentions (NSR, NIN, ESMP …) added to its body. */
export function allSearchDocs(context: SearchContext = { pagesInDatabase: new Set() }): SearchDoc[] {
  return searchSources
    .flatMap((source) => source.documents(context))
    .map((doc) => {
      const short = abbreviationsIn(`${doc.title} ${doc.description} ${doc.body}`);
      return short.length ? { ...doc, body: `${doc.body} ${short.join(" ")}`.trim() } : doc;
    });
}
