/** An attribute's value in one HTML start tag as React writes it (double quotes, `&amp;` escaped). */
export const htmlAttribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
