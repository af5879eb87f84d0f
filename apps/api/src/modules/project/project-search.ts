/**
 * The words of a free-text search as the search column holds them (lower case). A phone number
 * typed with spaces ("900 00 007", "+47 900 00 007") is one word, as the column stores it.
 * The database lower-cases too, so both sides agree on letters like Æ, Ø and Å.
 */
export function searchWords(search: string | undefined): string[] {
  const text = (search ?? "").trim();
  if (!text) return [];
  if (/^\+?[\d\s]+$/.test(text)) return [text.replace(/\s+/g, "")];
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}
