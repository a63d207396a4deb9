import { renderToStaticMarkup } from "react-dom/server";
import type { MailBlock, MailContent } from "~/features/mail/content";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Mail clients drop <style> and external CSS, so the few styles there are sit on the elements. */
const styles = {
  body: {
    margin: 0,
    padding: "16px",
    backgroundColor: "#ffffff",
    color: "#1b1b1b",
    fontFamily: "Arial, Helvetica, sans-serif",
    fontSize: "16px",
    lineHeight: 1.5,
  },
  main: { maxWidth: "600px" },
  heading: { fontSize: "22px", lineHeight: 1.3, margin: "0 0 16px" },
  term: { fontWeight: "bold", margin: "8px 0 0" },
  detail: { margin: "0 0 4px" },
  code: {
    display: "block",
    backgroundColor: "#f3f3f3",
    padding: "8px",
    fontFamily: "Consolas, monospace",
    fontSize: "14px",
    whiteSpace: "pre-wrap" as const,
  },
  button: {
    display: "inline-block",
    backgroundColor: "#006837",
    color: "#ffffff",
    padding: "12px 20px",
    textDecoration: "underline",
    fontWeight: "bold",
  },
  note: { borderLeft: "4px solid #b1b4b6", margin: "16px 0", padding: "4px 0 4px 12px", whiteSpace: "pre-wrap" as const },
  footer: { borderTop: "1px solid #b1b4b6", marginTop: "24px", paddingTop: "8px", fontSize: "14px", color: "#505a5f" },
} as const;

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "note":
      return <blockquote style={styles.note}>{block.text}</blockquote>;
    case "html":
      return <div dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "facts":
      return (
        <dl>
          {block.rows.map(([term, detail]) => (
            <div key={term}>
              <dt style={styles.term}>{term}</dt>
              <dd style={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
      );
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "code":
      return <code style={styles.code}>{block.text}</code>;
    case "button":
      return (
        <p>
          <a href={block.href} style={styles.button}>
            {block.label}
          </a>
        </p>
      );
  }
}

/** The HTML part: one column, real headings and lists, readable with images and styles off. */
export function MailDocument({ content }: { content: MailContent }) {
  return (
    <html lang={content.lang ?? "en-NG"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        <div role="article" aria-label={content.subject} style={styles.main}>
          <h1 style={styles.heading}>{content.heading}</h1>
          {content.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
          <div style={styles.footer}>
            {content.footer.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </div>
      </body>
    </html>
  );
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "note":
      return block.text
        .split("\n")
        .map((line) => `  ${line}`)
        .join("\n");
    case "html":
      return block.text;
    case "facts":
      return block.rows.map(([term, detail]) => `${term}: ${detail}`).join("\n");
    case "list":
      return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${item}`).join("\n");
    case "code":
      return block.text
        .split("\n")
        .map((line) => `    ${line}`)
        .join("\n");
    case "button":
      return `${block.label}:\n${block.href}`;
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const text = [content.heading, ...content.blocks.map(blockText), "--", ...content.footer.map(blockText)].join("\n\n");
  return {
    subject: content.subject,
    text: `${text}\n`,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument content={content} />)}`,
  };
}
