import type { ApiUser } from "@mt/contract/users";

// Placeholder: the staff roles' guided tours come here.
export function GuidedTour(_props: { user: ApiUser | null }) {
  return null;
}
