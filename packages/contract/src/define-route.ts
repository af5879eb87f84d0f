import type { ObjectKind } from "@mt/domain/roles/object-kinds";
import type { z } from "zod";
import type { ErrorCode } from "./errors.ts";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * One API call, described once: the server registers it (validation and OpenAPI come from the
 * schemas) and the typed client derives its arguments and result from it.
 */
export interface RouteContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below `/api`, with `:name` parameters, e.g. `/cart/:id`. */
  path: string;
  summary: string;
  tags: string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * The fields of a multipart/form-data body (`z.file()` for a file). Documented only: the handler
   * reads the parts itself, so nothing validates them against this.
   */
  multipart?: z.ZodObject;
  /** Successful response body. */
  response: Response;
  /** Status code of a success; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /**
   * The call may make the server send an SMS or email, to an address the request names or to a
   * stored contact (a project's customer, the caseworkers). Its messages pass the message limits,
   * per recipient and per sender in the database (decision 062); the abuse suite floods every
   * flagged call from both sides.
   */
  sendsMessages?: true;
  /**
   * What each id or uuid the request names refers to (decision 058): path parameters by name, query
   * and body fields by their path (`imageIds`, `lines.*.productId`; `*` is every item of a list).
   * The server resolves each through the caller's reach before the handler runs: outside it, the
   * path and query answer 404 and the body 422 under the field. The reach audit calls every route
   * with another tenant's ids, and fails for an id-like field that is not declared here.
   */
  refs?: RouteRefs;
  /**
   * Codes the call answers with beyond its area's and those its declaration implies: another area's
   * (booking a cart refuses a changed price) or a common one its handler sends itself (a wrong code's
   * 401 on a public call). The API document lists them; every API test fails on an error answer the
   * document does not list for its call (`test/documented-errors.ts`).
   */
  errors?: readonly ErrorCode[];
}

export interface RouteRefs {
  params?: Record<string, ObjectKind>;
  query?: Record<string, ObjectKind>;
  body?: Record<string, ObjectKind>;
}

export function defineRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(contract: RouteContract<Params, Query, Body, Response>) {
  return contract;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type RouteInput<C extends RouteContract> = {
  params?: InferOr<C["params"], never>;
  query?: InferOr<C["query"], never>;
  body?: InferOr<C["body"], never>;
};

export type RouteOutput<C extends RouteContract> = z.output<C["response"]>;

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
