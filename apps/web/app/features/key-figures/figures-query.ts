import { type KeyFiguresQuery, keyFiguresQuery } from "@mt/contract/key-figures";
import { formatIsoDate } from "@mt/domain/format/date";
import { defaultRange } from "@mt/domain/key-figures/period";

export const FILTER_NAMES = [
  "from",
  "to",
  "interval",
  "workType",
  "county",
  "contractor",
  "salesPartner",
  "department",
] as const;

/** The filters as the URL holds them; an empty field is no filter, a missing range the last twelve months. */
export function figuresQueryFromUrl(params: URLSearchParams, today = formatIsoDate(Date.now())) {
  const raw: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) raw[name] = value.slice(0, 100);
  }
  const range = defaultRange(today);
  const input = { from: range.from, to: range.to, ...raw } as KeyFiguresQuery;
  const parsed = keyFiguresQuery.safeParse(input);
  if (parsed.success) return { query: parsed.data, errors: null };
  const errors = parsed.error.issues.map((issue) => issue.message);
  return { query: keyFiguresQuery.parse({ from: range.from, to: range.to }), errors, input };
}

export type FiguresQuery = ReturnType<typeof figuresQueryFromUrl>["query"];
