import type { RouteContract } from "@mt/contract/define-route";
import type { ErrorCode } from "@mt/contract/errors";
import type { FastifyContextConfig, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { contractNames } from "./contract-names.ts";
import { codesByStatus, errorCodes } from "./error-responses.ts";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Where a route's error codes by status wait, in its operation, for `finishDocument` to make them responses. */
export const ERRORS_KEY = "x-error-responses";

/** The error codes the document lists for a route registered from a contract (none for any other). */
export function documentedErrorCodes(config: FastifyContextConfig | undefined): ErrorCode[] {
  const contract = config?.contract;
  if (!contract || !config.access) return [];
  return errorCodes({
    contract,
    access: config.access,
    rateLimit: config.rateLimitCode,
    areaCodes: contractNames.get(contract)?.areaCodes ?? [],
  });
}

/**
 * One route's operation: only routes registered from a contract are documented (the catch-alls,
 * the media files and the web pages are not); each gets the contract's export name as its id, the
 * security its access asks for, a multipart body when it takes a file, and its error answers.
 */
export function documentOperation(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = input.route as RouteOptions;
  const contract: RouteContract | undefined = route.config?.contract;
  const access = route.config?.access;
  if (!contract || !access)
    return { schema: { ...input.schema, hide: true } as FastifySchema, url: input.url };
  const entry = contractNames.get(contract);
  const withBody = contract.multipart
    ? { ...input.schema, body: contract.multipart, consumes: ["multipart/form-data"] }
    : input.schema;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: withBody as FastifySchema });
  const codes = documentedErrorCodes(route.config);
  return {
    schema: {
      ...schema,
      ...(entry && { operationId: entry.name }),
      security: access.kind === "public" ? [] : [{ bearer: [] }, { cookie: [] }],
      [ERRORS_KEY]: codesByStatus(codes),
    } as FastifySchema,
    url,
  };
}
