import type { ReactNode } from "react";
import { format } from "~/i18n/format";

/**
 * A message with an element in the place its `{mark}` holds, wherever the
 * language puts it ("… use the {form}.", "Its reference is {reference}.").
 */
export function Placed({
  text,
  mark,
  values = {},
  children,
}: {
  text: string;
  mark: string;
  values?: Record<string, string>;
  children: ReactNode;
}) {
  const [before, after = ""] = format(text, { ...values, [mark]: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/** A sentence with a link inside it. */
export function WithLink({
  text,
  mark,
  href,
  label,
  values,
}: {
  text: string;
  mark: string;
  href: string;
  label: string;
  values?: Record<string, string>;
}) {
  return (
    <Placed text={text} mark={mark} values={values}>
      <a href={href}>{label}</a>
    </Placed>
  );
}

/** A sentence with one value in bold inside it. */
export function WithStrong({ text, mark, value }: { text: string; mark: string; value: string }) {
  return (
    <Placed text={text} mark={mark}>
      <strong>{value}</strong>
    </Placed>
  );
}
