/**
 * OpenAPI 3.0.3: `nullable: true` adds null to the types a schema allows, and an `enum` beside it
 * still refuses null unless it lists it. zod's openapi-3.0 output of `z.enum([...]).nullable()`
 * leaves null out, so a client that validates answers against the document refuses the nulls the
 * server sends. This lists null in every such enum under `node`, in place.
 */
export function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullInNullableEnums(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}
