import { format } from "~/i18n/format";

/**
 * A sentence with a link inside it, wherever the language puts it: the
 * message marks the link's place with `{mark}` ("… use the {form}.").
 */
export function WithLink({
  text,
  mark,
  href,
  label,
  values = {},
}: {
  text: string;
  mark: string;
  href: string;
  label: string;
  values?: Record<string, string>;
}) {
  const [before, after = ""] = format(text, { ...values, [mark]: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <a href={href}>{label}</a>
      {after}
    </>
  );
}

/** A sentence with one value in bold inside it ("Its reference is {reference}."). */
export function WithStrong({ text, mark, value }: { text: string; mark: string; value: string }) {
  const [before, after = ""] = format(text, { [mark]: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}
