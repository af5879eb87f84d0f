/**
 * Who wrote a public comment: the first name only (the first of several given names) and the
 * place, never the surname, phone, email or address. "Nora, Oslo"; "Nora" without a place.
 */
export function publicReviewer(person: { firstName: string; place: string | null }): {
  firstName: string;
  place: string | null;
} {
  const first = person.firstName.trim().split(/\s+/, 1).join("");
  const firstName = first ? first.charAt(0).toLocaleUpperCase("nb-NO") + first.slice(1) : "Kunde";
  const place = person.place?.trim() ? titleCasePlace(person.place.trim()) : null;
  return { firstName, place };
}

export function reviewerLabel(reviewer: { firstName: string; place: string | null }): string {
  return reviewer.place ? `${reviewer.firstName}, ${reviewer.place}` : reviewer.firstName;
}

/** The post-code register writes places in capitals ("OSLO"); people write "Oslo", "Mo i Rana". */
function titleCasePlace(place: string): string {
  if (place !== place.toLocaleUpperCase("nb-NO")) return place;
  const small = new Set(["i", "på", "og"]);
  return place
    .toLocaleLowerCase("nb-NO")
    .split(/(\s+|-)/)
    .map((part, index) =>
      index > 0 && small.has(part) ? part : part.charAt(0).toLocaleUpperCase("nb-NO") + part.slice(1),
    )
    .join("");
}

/** How many approved comments a job page shows. */
export const PUBLIC_COMMENTS = 3;
