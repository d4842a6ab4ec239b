import { Heading } from "./Heading";
import { InitialsAvatar } from "./InitialsAvatar";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li
          key={member.name}
          className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
        >
          <InitialsAvatar name={member.name} />
          <Heading className="mt-4">{member.name}</Heading>
          <p className="font-semibold text-accent-700">{member.role}</p>
          <p className="mt-2 text-ink-700">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
