export interface FurnitureReview {
  code: string;
  language: string;
  reviewedBy: string | null;
  reviewedOn: string | null;
}

/** Whether each language's own words (menus, buttons, forms) are reviewed, and, for a publisher, the button that changes it. */
export function FurnitureReviews({ furniture, publisher, csrf }: { furniture: FurnitureReview[]; publisher: boolean; csrf: string }) {
  return (
    <>
      <h2 id="furniture">The site&rsquo;s own words</h2>
      <p>
        Menus, buttons, form labels, error messages and the mails to readers, in the site&rsquo;s code (app/i18n/messages). A fluent reader
        checks them against the glossary on the site itself; corrections go to the developers. Until a language is marked reviewed, every
        page in it says that it is a draft.
      </p>
      <ul className="staff-list">
        {furniture.map((language) => (
          <li key={language.code}>
            <strong>{language.language}</strong>:{" "}
            {language.reviewedBy ? `reviewed by ${language.reviewedBy} on ${language.reviewedOn}` : "a draft, not yet reviewed"}
            {publisher ? (
              <form method="post" className="staff-inline-form">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="locale" value={language.code} />
                <button type="submit" name="intent" value={language.reviewedBy ? "draft" : "reviewed"} className="button--secondary">
                  {language.reviewedBy ? `Mark ${language.language} as a draft again` : `Mark ${language.language} as reviewed`}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
