import { formatCount } from "~/utils/format";

/** A refused file's problems under its field, each with its row, and how many more were left out. */
export function FileProblemsList({ listed, more }: { listed: string[]; more: number }) {
  return (
    <section className="file-problems" aria-labelledby="file-problems-heading">
      <h3 id="file-problems-heading">What is wrong with the file</h3>
      <ol>
        {listed.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ol>
      {more > 0 ? <p>{`And ${formatCount(more)} more not listed. Correct these and check the file again to see the rest.`}</p> : null}
    </section>
  );
}
