import { letterStateText } from "./case-words";

/** The letters written about a case, each with where it is; the public site's own (the acknowledgement) unsigned. */
export function LettersSection({
  letters,
}: {
  letters: readonly { writtenAt: string; subject: string; state: "pending" | "sent" | "dead"; writtenBy: string }[];
}) {
  return (
    <section aria-labelledby="letters-heading">
      <h2 id="letters-heading">Letters</h2>
      {letters.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul>
          {letters.map((sent) => (
            <li key={`${sent.writtenAt}${sent.subject}`}>
              {sent.writtenAt}: {sent.subject} ({letterStateText(sent.state)}
              {sent.writtenBy === "nassco_app" ? "" : `, by ${sent.writtenBy}`})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
