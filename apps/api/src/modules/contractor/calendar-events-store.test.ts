import { describe, expect, it } from "vitest";
import { calendarEventsStore } from "./calendar-events-store.ts";

/** A repository whose versions and texts the test sets, counting the events it reads. */
function fakeRepo(versions: Map<number, number>) {
  const reads: number[][] = [];
  let edition = 0;
  return {
    reads,
    nextEdition: () => {
      edition++;
    },
    repo: {
      calendarVersions: async (ids: readonly number[]) =>
        new Map(ids.flatMap((id) => (versions.has(id) ? [[id, versions.get(id) as number] as const] : []))),
      calendarEvents: async (ids: readonly number[]) => {
        reads.push([...ids]);
        return new Map(ids.filter((id) => id !== 3).map((id) => [id, `[${id},${edition}]`]));
      },
    },
  };
}

const FROM = new Date("2026-12-01T00:00:00Z");
const TO = new Date("2027-01-01T00:00:00Z");

describe("calendarEventsStore", () => {
  it("reads again only electricians whose version moved or who have none", async () => {
    const versions = new Map([
      [1, 10],
      [2, 20],
      [3, 30],
    ]);
    const fake = fakeRepo(versions);
    const store = calendarEventsStore(fake.repo);
    const first = await store.events([1, 2, 3, 4], FROM, TO);
    expect(Object.fromEntries(first)).toEqual({ 1: "[1,0]", 2: "[2,0]", 3: "[]", 4: "[4,0]" });
    fake.nextEdition();
    versions.set(2, 21);
    const second = await store.events([1, 2, 3, 4], FROM, TO);
    expect(fake.reads).toEqual([
      [1, 2, 3, 4],
      [2, 4],
    ]);
    expect(Object.fromEntries(second)).toEqual({ 1: "[1,0]", 2: "[2,1]", 3: "[]", 4: "[4,1]" });
  });

  it("keeps each window apart", async () => {
    const fake = fakeRepo(new Map([[1, 10]]));
    const store = calendarEventsStore(fake.repo);
    await store.events([1], FROM, TO);
    await store.events([1], FROM, new Date("2026-12-08T00:00:00Z"));
    await store.events([1], FROM, TO);
    expect(fake.reads).toEqual([[1], [1]]);
  });

  it("lets the least recently used go beyond its size", async () => {
    const fake = fakeRepo(
      new Map([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    );
    const store = calendarEventsStore(fake.repo, 10);
    await store.events([1], FROM, TO); // "[1,0]": 5 characters
    await store.events([2], FROM, TO);
    await store.events([1], FROM, TO); // 1 used last
    await store.events([4], FROM, TO); // no version: not kept
    expect(store.size()).toEqual({ entries: 2, characters: 10 });
    await store.events([3], FROM, TO); // "[]" pushes out 2, the least recently used
    await store.events([1, 2, 3], FROM, TO);
    expect(fake.reads).toEqual([[1], [2], [4], [3], [2]]);
  });
});
