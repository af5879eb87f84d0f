import type { ScopedKind } from "@mt/domain/roles/object-kinds";
import { type Caller, seesEverything } from "../../lib/access.ts";
import type { ObjectReach } from "../../lib/object-reach.ts";
import type { MediaRepository, MediaRow } from "./media.repository.ts";

/** A media id as a body names it: a positive integer within the column's range, else none. */
export function mediaId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Who may name a private file to attach it (a document to a project, a photo to a claim or an
 * inspection): whoever uploaded it, and staff who see every project. Attaching shows the file to
 * the new object's people (another customer, perhaps), so seeing a file on a project one reaches is
 * not enough to attach it elsewhere (decision 061).
 */
export function mayAttach(caller: Caller | null, row: Pick<MediaRow, "uploadedBy">): boolean {
  if (!caller) return false;
  return row.uploadedBy === caller.id || seesEverything(caller);
}

/** The caller with only the roles that reach a project as someone other than its customer. */
const withoutCustomer = (caller: Caller): Caller => ({
  ...caller,
  activeRoles: caller.activeRoles.filter((role) => role !== "CUSTOMER"),
});

/**
 * Who may see a private file with their session alone (no signed link): whoever may attach it, and
 * whoever reaches a project, claim or inspection that shows it, by those kinds' own reach (decision
 * 058). A project's document not shared with its customer counts only for the caller's other roles.
 */
export function mediaSight(repo: MediaRepository, reach: () => ObjectReach) {
  async function reaches(kind: ScopedKind, caller: Caller, value: string): Promise<boolean> {
    const resolver = reach().resolver(kind);
    // A kind without a resolver opens nothing by session; its files still open by signed link.
    return resolver ? resolver(caller, value) : false;
  }
  return async function maySee(caller: Caller | null, row: MediaRow): Promise<boolean> {
    if (!row.hidden) return true;
    if (!caller) return false;
    if (mayAttach(caller, row)) return true;
    for (const use of await repo.uses(row)) {
      const who = use.kind === "project" && !use.customerSees ? withoutCustomer(caller) : caller;
      if (who.activeRoles.length > 0 && (await reaches(use.kind, who, use.uuid))) return true;
    }
    return false;
  };
}
