import { parseInline } from "~/content/inline";

const FILE = /\.(pdf|csv|docx?|xlsx?)$/i;

/** Content text with its [text](href) links; files open in a new tab and say so. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (!("href" in part)) return part.text;
        const external = /^https?:\/\//.test(part.href);
        const file = FILE.test(part.href);
        return (
          <a key={index} href={part.href} {...(file ? { target: "_blank", rel: "noopener" } : external ? { rel: "noopener" } : {})}>
            {part.text}
            {file ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        );
      })}
    </>
  );
}
