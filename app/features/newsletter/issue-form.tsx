import { describedBy, ErrorSummary, Field, InputField, summaryOf } from "~/components/form-fields";

export interface IssueEntries {
  subject: string;
  body: string;
}

/**
 * The newsletter's form: subject, Markdown body, a way to add a link to a
 * published news article (the server adds it, so it works without
 * JavaScript), Preview and Save. The preview is the body as the site renders
 * Markdown, which is what goes in the mail.
 */
export function IssueForm({
  csrf,
  entries,
  problems,
  news,
  preview,
}: {
  csrf: string;
  entries: IssueEntries;
  problems: Record<string, string>;
  news: { title: string; address: string }[];
  preview: string | null;
}) {
  const summary = summaryOf(problems);
  return (
    <>
      <ErrorSummary errors={summary} />
      <form method="post" action="#field-body">
        <input type="hidden" name="csrf" value={csrf} />
        <InputField
          id="field-subject"
          label="Subject"
          hint="Short and plain: it is what people see in their inbox."
          error={problems.subject}
          required
          name="subject"
          maxLength={150}
          defaultValue={entries.subject}
        />
        <Field
          id="field-body"
          label="The newsletter"
          hint="Markdown, as for pages: ## for a heading, a blank line between paragraphs, [words](address) for a link."
          error={problems.body}
          required
        >
          <textarea
            id="field-body"
            name="body"
            rows={14}
            defaultValue={entries.body}
            aria-describedby={describedBy("field-body", true, problems.body)}
          />
        </Field>
        {news.length > 0 ? (
          <div className="field">
            <label htmlFor="field-news">Add a link to a published news article</label>
            <select id="field-news" name="news" defaultValue="">
              <option value="">Choose an article…</option>
              {news.map((article) => (
                <option key={article.address} value={article.address}>
                  {article.title}
                </option>
              ))}
            </select>{" "}
            <button type="submit" name="intent" value="link" className="button--secondary">
              Add the link
            </button>
          </div>
        ) : null}
        <div className="staff-actions">
          <button type="submit" name="intent" value="save">
            Save
          </button>{" "}
          <button type="submit" name="intent" value="preview" className="button--secondary">
            Preview
          </button>
        </div>
      </form>
      {preview !== null ? (
        <section className="staff-preview" aria-labelledby="preview-heading">
          <h2 id="preview-heading" tabIndex={-1}>
            Preview: {entries.subject}
          </h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </>
  );
}
