import type { PublicSettings } from "@mt/contract/settings";
import type { ApiUser } from "@mt/contract/users";

// Placeholder: cookie consent, analytics and the chat widget come here.
export function SiteServices(_props: { settings: PublicSettings; user: ApiUser | null }) {
  return null;
}
