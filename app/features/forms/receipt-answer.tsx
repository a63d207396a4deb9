import { WithStrong } from "~/components/with-link";

/**
 * What a form's answer shows under its title, on a small phone's first
 * screen (PageHero.answer, decision 0104): the reference and, where the page
 * still has it, the status page's code, each in the sentence of its page's
 * words ("Your reference is {reference}.") and never split across lines.
 */
export function ReceiptAnswer({
  referenceText,
  reference,
  codeText,
  code,
}: {
  referenceText: string;
  reference: string;
  codeText?: string;
  code?: string | null;
}) {
  return (
    <>
      <p className="confirmation__reference">
        <WithStrong text={referenceText} mark="reference" value={reference} />
      </p>
      {codeText && code ? (
        <p className="confirmation__code">
          <WithStrong text={codeText} mark="code" value={code} />
        </p>
      ) : null}
    </>
  );
}
