import { z } from "zod";

/** A JSON Schema node, as far as the samples need one. */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  additionalProperties?: Node | boolean;
}

/** A string a request can carry: where it sits and the smallest valid-looking request around it. */
export interface StringInput {
  /** As the error shape names it: `contactInformation.address`, `draft.questions.0.key`. */
  field: string;
  /** The request with this string set to `value`, every required neighbour filled in. */
  sample(value: string): Record<string, unknown>;
}

const jsonSchema = (schema: unknown): Node =>
  z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as Node;

const types = (node: Node): string[] => ([] as string[]).concat(node.type ?? []);
const branches = (node: Node): Node[] => node.anyOf ?? node.oneOf ?? [];

/** A value the node accepts, as small as can be; `undefined` when none is needed. */
function minimal(node: Node): unknown {
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const [branch] = branches(node);
  if (branch) return minimal(branch);
  if (node.allOf) return Object.assign({}, ...node.allOf.map((part) => minimal(part)));
  const type = types(node)[0];
  if (type === "object") {
    const object: Record<string, unknown> = {};
    for (const name of node.required ?? []) {
      const child = node.properties?.[name];
      if (child) object[name] = minimal(child);
    }
    return object;
  }
  if (type === "array") return node.minItems && node.items ? [minimal(node.items)] : [];
  if (type === "string")
    return node.format === "uuid"
      ? "00000000-0000-4000-8000-000000000000"
      : "a".repeat(Math.max(1, node.minLength ?? 1));
  if (type === "integer" || type === "number") return Math.max(1, node.minimum ?? 1);
  if (type === "boolean") return false;
  return null;
}

/** Every free-text string in a request schema (enums, constants and uuids are no free text). */
export function stringInputs(schema: unknown): StringInput[] {
  if (!schema) return [];
  const found: StringInput[] = [];
  // `build(leaf)` wraps a value for this node into the whole request.
  const walk = (node: Node, path: string[], build: (value: unknown) => unknown) => {
    for (const branch of branches(node)) walk(branch, path, build);
    for (const part of node.allOf ?? []) walk(part, path, build);
    const kinds = types(node);
    if (kinds.includes("string") && node.const === undefined && !node.enum && node.format !== "uuid") {
      found.push({ field: path.join("."), sample: (value) => build(value) as Record<string, unknown> });
    }
    if (kinds.includes("object")) {
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        const base = minimal(node) as Record<string, unknown>;
        walk(child, [...path, name], (value) => build({ ...base, [name]: value }));
      }
    }
    if (kinds.includes("array") && node.items) {
      walk(node.items, [...path, "0"], (value) => build([value]));
    }
  };
  walk(jsonSchema(schema), [], (value) => value);
  return found.filter((input) => input.field !== "");
}

/** The smallest request a schema accepts the shape of (for calls that only need to be well-formed). */
export function minimalRequest(schema: unknown): unknown {
  return schema ? minimal(jsonSchema(schema)) : undefined;
}
