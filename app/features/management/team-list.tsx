import { ProvenanceLabel } from "~/components/provenance-label";
import { teamCollection } from "./collection";
import { useLocale } from "~/i18n/use-locale";
import { teamMemberAnchor, type TeamMember } from "./team-member";
import { belowFirstScreen } from "~/utils/lazy-image";

/** The management team's profiles, each at its own anchor (which search links to); or why they cannot be shown. */
export function TeamList({ team }: { team: TeamMember[] | null }) {
  const { t } = useLocale();
  if (team === null) return <p>{t.unavailable.team}</p>;
  return (
    <ul className="people">
      {team.map((member) => (
        <li key={member.id} id={teamMemberAnchor(member.id)}>
          <Profile member={member} />
        </li>
      ))}
    </ul>
  );
}

/** A team member: portrait, name (or, until supplied, the role), and a bio clamped to 4 lines. */
function Profile({ member }: { member: TeamMember }) {
  return (
    <article className="person">
      <img className="person__photo" src={member.portraitUrl} alt="" width={96} height={96} decoding="async" {...belowFirstScreen()} />
      <h3 className="person__name">{member.name || member.role}</h3>
      {member.name ? <p className="person__title">{member.role}</p> : null}
      <p className="person__bio">{member.bio}</p>
      <ProvenanceLabel item={member} kind={teamCollection.provenance} />
      {/* Its words come from CSS ("Read more", then "Show less"), so where CSS does not run, and the bio
          is shown whole anyway, there is nothing to read past. */}
      <details className="person__more">
        <summary aria-label={`Read more about the ${member.role}`} />
      </details>
      {member.linkedinUrl || member.xUrl ? (
        <p className="person__social">
          {member.linkedinUrl ? <a href={member.linkedinUrl}>LinkedIn</a> : null}{" "}
          {member.xUrl ? <a href={member.xUrl}>X (Twitter)</a> : null}
        </p>
      ) : null}
    </article>
  );
}
