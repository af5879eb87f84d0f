import { boundedCache } from "../../lib/bounded-cache.ts";
import type { ContractorRepository } from "./contractor.repository.ts";

/** About eighty months of a company with 50 electricians (a month's events are ~400 kB of text). */
const KEPT_CHARACTERS = 32 * 1024 * 1024;

type Kept = { version: number; text: string };

/**
 * The calendar's events (PostgreSQL's JSON text per electrician) kept in this server per electrician
 * and window, each with the calendar version it was read at (decision 057). Every read asks
 * PostgreSQL for the versions first and reads again only the electricians whose version moved (or
 * who have none): a write commits its rows and its new version together, and the events are read
 * after the versions, so what is kept is never older than the version it is kept under. Several
 * servers each keep their own. Least recently used out beyond `keptCharacters`.
 */
export function calendarEventsStore(
  repo: Pick<ContractorRepository, "calendarEvents" | "calendarVersions">,
  keptCharacters = KEPT_CHARACTERS,
) {
  const kept = boundedCache<string, Kept>(keptCharacters, (entry) => entry.text.length);

  return {
    /** Per electrician, their events touching [from, to) in the wire form (`[]` when none). */
    async events(electricianIds: readonly number[], from: Date, to: Date): Promise<Map<number, string>> {
      const versions = await repo.calendarVersions(electricianIds);
      const key = (id: number) => `${id} ${from.getTime()} ${to.getTime()}`;
      const answer = new Map<number, string>();
      const stale: number[] = [];
      for (const id of electricianIds) {
        const entry = kept.get(key(id));
        if (entry && entry.version === versions.get(id)) answer.set(id, entry.text);
        else stale.push(id);
      }
      if (stale.length === 0) return answer;
      const read = await repo.calendarEvents(stale, from, to);
      for (const id of stale) {
        const text = read.get(id) ?? "[]";
        answer.set(id, text);
        const version = versions.get(id);
        if (version !== undefined) kept.set(key(id), { version, text });
      }
      return answer;
    },
    /** What is kept now, for tests: entries and characters. */
    size: () => {
      const { entries, size } = kept.size();
      return { entries, characters: size };
    },
  };
}
