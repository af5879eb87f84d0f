import type { SalesPartnerRole } from "@mt/contract/sales-partner";
import { formatCount } from "@mt/domain/format/number";
import { roleLabels } from "@mt/domain/roles/roles";

export const salesPartnerRoleLabel = (role: SalesPartnerRole) => roleLabels[role];

export const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
