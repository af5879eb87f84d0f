const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * OpenAPI 3.0's `nullable` made to say what the zod schemas mean, in place, in one walk:
 * - beside `anyOf`/`oneOf` and no `type` (the swagger plugin's nullable union) 3.0 ignores it, so
 *   each member with a type takes it, which says the same;
 * - an `enum` beside it still refuses null unless it lists null (zod's output leaves it out), so a
 *   client validating answers against the document would refuse the nulls the server sends.
 */
export function nullableAs30(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAs30(item);
    return;
  }
  if (!isObject(node)) return;
  const members = node.anyOf ?? node.oneOf;
  if (node.nullable === true && node.type === undefined && Array.isArray(members)) {
    for (const member of members) if (isObject(member) && member.type !== undefined) member.nullable = true;
    delete node.nullable;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  for (const value of Object.values(node)) nullableAs30(value);
}
