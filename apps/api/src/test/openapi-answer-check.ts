import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { Middleware } from "openapi-fetch";

type JsonSchema = { [key: string]: unknown };

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
}

/**
 * OpenAPI 3.0 writes an exclusive bound as a flag beside minimum/maximum; JSON Schema (draft 7,
 * which ajv reads) as the bound itself. `nullable` ajv reads as it is.
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  return out;
}

/**
 * Checks every answer a generated client gets against the response schema the document gives for
 * its path, method and status. An answer the document does not describe is a finding too.
 */
export function answerCheck(document: OpenApiDocument) {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addVocabulary(["example"]);
  const compiled = new Map<string, ValidateFunction>();
  const checked: string[] = [];
  const findings: string[] = [];

  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const call = `${request.method} ${schemaPath} → ${response.status}`;
      const operation = document.paths[schemaPath]?.[request.method.toLowerCase()];
      const described = operation?.responses?.[String(response.status)];
      const schema = described?.content?.["application/json"]?.schema;
      if (!schema) {
        findings.push(`${call}: the document has no JSON answer for it`);
        return;
      }
      let validate = compiled.get(call);
      if (!validate) {
        validate = ajv.compile(toJsonSchema(schema) as JsonSchema);
        compiled.set(call, validate);
      }
      const answer: unknown = await response.clone().json();
      if (!validate(answer))
        findings.push(`${call}: ${ajv.errorsText(validate.errors, { dataVar: "answer" })}`);
      checked.push(call);
    },
  };
  return { middleware, checked, findings };
}
