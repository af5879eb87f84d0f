import type { SwaggerTransformObject } from "@fastify/swagger";
import type { ErrorCode } from "@mt/contract/errors";
import { apiErrorSchema, errorResponse, errorResponseName } from "./error-responses.ts";
import { nullableAs30 } from "./nullable.ts";
import { ERRORS_KEY } from "./operation.ts";
import { apiTags } from "./tags.ts";

type Json = Record<string, unknown>;
type Document = Json & { paths?: Record<string, Record<string, Json>>; components?: Json };

/** The whole document, after every route: tags described, the error shape, each call's error answers. */
export const finishDocument: SwaggerTransformObject = (input) => {
  if (!("openapiObject" in input)) return input.swaggerObject;
  const document = input.openapiObject as Document;
  // Each set of codes is one shared response, named by its codes; the calls refer to it.
  const responses: Json = {};
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const errors = operation[ERRORS_KEY] as Record<string, ErrorCode[]> | undefined;
      if (!errors) continue;
      const refs: Json = {};
      for (const [status, codes] of Object.entries(errors)) {
        const name = errorResponseName(codes);
        responses[name] ??= errorResponse(codes);
        refs[status] = { $ref: `#/components/responses/${name}` };
      }
      operation.responses = { ...(operation.responses as Json), ...refs };
      delete operation[ERRORS_KEY];
    }
  }
  nullableAs30(document.paths);
  const components = document.components ?? {};
  return {
    ...document,
    tags: apiTags,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ApiError: apiErrorSchema },
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
    },
  } as typeof input.openapiObject;
};
