import type { SalesPartnerRole } from "@mt/contract/sales-partner";
import { formatCount } from "@mt/domain/format/number";
import { roleLabels } from "@mt/domain/roles/roles";

export const salesPartnerRoleLabel = (role: SalesPartnerRole) => roleLabels[role];

export const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The first server message per field, for the form fields. */
export function firstErrors(fields: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) if (messages[0]) out[field] = messages[0];
  return out;
}
