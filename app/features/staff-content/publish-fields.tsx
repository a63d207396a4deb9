import type { Problems } from "~/components/form-fields";
import { KeptField } from "./kept-field";

/** When a publication appears, typed in Lagos time; empty for now. One draft's form and a batch's share it. */
export function PublishAtField({ problems, typed }: { problems: Problems; typed: Record<string, string> }) {
  return (
    <KeptField
      name="publish_at"
      label="Appears from (Lagos time)"
      hint="As 2026-11-25 14:30. Leave empty to publish now."
      error={problems.publish_at}
      value={typed.publish_at ?? ""}
    />
  );
}

/**
 * Why a publisher publishes their own work without a second person: asked only of them (`own`,
 * with `whose` saying what they did), or else only the database's refusal, if there was one.
 */
export function UrgentReason({
  own,
  whose,
  problems,
  typed,
}: {
  own: boolean;
  whose: string;
  problems: Problems;
  typed: Record<string, string>;
}) {
  if (own)
    return (
      <KeptField
        name="urgent"
        label="Why it is urgent"
        hint={`${whose}, so another publisher should review it. Publish it yourself only if it cannot wait: say why. The audit log keeps your reason.`}
        rows={2}
        error={problems.urgent}
        value={typed.urgent ?? ""}
      />
    );
  return problems.urgent ? (
    <p className="field__error" id="field-urgent">
      {problems.urgent}
    </p>
  ) : null;
}
