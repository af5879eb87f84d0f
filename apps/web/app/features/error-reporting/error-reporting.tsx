import type { ApiUser } from "@mt/contract/users";

// Placeholder: the browser's error reporting starts here.
export function ErrorReporting(_props: { dsn: string | null; user: ApiUser | null }) {
  return null;
}
