import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, record, redo, reset, startHistory, undo } from "./undo-history";

describe("undo history", () => {
  it("undoes and redoes changes in order; a new change drops the redo steps", () => {
    let h = startHistory("a");
    h = record(h, "b", null, 0);
    h = record(h, "c", null, 10);
    h = undo(h);
    expect(h.present).toBe("b");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe("b");
    h = record(h, "d", null, 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe("b");
  });

  it("joins changes of the same group within a second into one step", () => {
    let h = startHistory("");
    h = record(h, "H", "heading", 0);
    h = record(h, "He", "heading", 300);
    h = record(h, "Hei", "heading", 600);
    expect(undo(h).present).toBe("");
    h = record(h, "Hei!", "heading", 2000);
    expect(undo(h).present).toBe("Hei");
    h = record(h, "x", "text", 2100);
    expect(undo(h).present).toBe("Hei!");
  });

  it("keeps at most the limit of steps", () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i, null, i * 2000);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });

  it("resets the present without an undo step", () => {
    const h = reset(record(startHistory(1), 2), 3);
    expect(h.present).toBe(3);
    expect(undo(h).present).toBe(1);
  });
});
