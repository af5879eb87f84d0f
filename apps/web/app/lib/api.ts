import { buildPath, type RouteContract, type RouteInput, type RouteOutput } from "@mt/contract/define-route";
import type { ApiFetch } from "@mt/contract/load-context";
import {
  type ApiOutcome,
  normaliseApiResponse,
  type UiError,
  UNPARSEABLE,
} from "@mt/domain/api/normalise-error";
import { data } from "react-router";
import { useUserStore } from "./user-store";
import { watchVersions } from "./version-watch";

export class ApiError extends Error {
  constructor(readonly error: UiError) {
    super(error.message);
  }
}

/**
 * The browser's way to the API, the one fetch layer every browser call goes through: same origin,
 * cookies included, the server's versions watched. An `idempotencyKey` goes along as the
 * `Idempotency-Key` header (the same for every retry of one attempt). A 401 goes to the session's
 * rule (`afterUnauthorized`, lib/session-ended.ts): when the person signs in again in the login
 * modal, the refused call — refused before it did anything — is sent once more and its answer is the
 * one the caller gets.
 */
export function browserTransport(options: { idempotencyKey?: string } = {}): ApiFetch {
  const send: ApiFetch = async (path, init = {}) => {
    // A form (an upload) goes as it is, with the browser's multipart boundary; anything else as JSON.
    const multipart = init.body instanceof FormData;
    const response = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "page-url": window.location.href,
        "request-from": "web",
        ...(options.idempotencyKey && { "idempotency-key": options.idempotencyKey }),
        ...(init.body !== undefined && !multipart && { "content-type": "application/json" }),
      },
      ...(init.body !== undefined && {
        body: multipart ? (init.body as FormData) : JSON.stringify(init.body),
      }),
    });
    watchVersions(response.headers);
    return response;
  };
  return async (path, init = {}) => {
    // Who this browser believed was signed in when the call left: a login's own calls go as nobody.
    const sentAs = useUserStore.getState().user;
    const response = await send(path, init);
    if (response.status !== 401 || !sentAs) return response;
    const { afterUnauthorized } = await import("./session-ended");
    return (await afterUnauthorized(response, sentAs)) ? send(path, init) : response;
  };
}

export const browserFetch: ApiFetch = browserTransport();

/** The declared error code of a failed call, or null (network failure, or not an API error). */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.error.code : null;
}

/** The server's Norwegian message, or a general one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Noe gikk galt. Prøv igjen.";
}

/** Calls a contract through the given transport and parses the answer with the contract's schema. */
export async function callApi<C extends RouteContract>(
  fetcher: ApiFetch,
  contract: C,
  input: RouteInput<C> = {},
): Promise<RouteOutput<C>> {
  let path = buildPath(contract.path, (input.params ?? {}) as Record<string, string>);
  if (input.query) {
    const search = new URLSearchParams(
      Object.entries(input.query as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    if (search.size > 0) path += `?${search}`;
  }
  let outcome: ApiOutcome;
  try {
    const response = await fetcher(path, { method: contract.method, body: input.body });
    const text = await response.text();
    let body: unknown = UNPARSEABLE;
    try {
      body = text === "" ? UNPARSEABLE : JSON.parse(text);
    } catch {}
    outcome = { kind: "response", status: response.status, statusText: response.statusText, body };
  } catch (error) {
    outcome = { kind: "network", error };
  }
  const result = normaliseApiResponse(outcome);
  if (!result.ok) throw new ApiError(result.error);
  return contract.response.parse(result.data) as RouteOutput<C>;
}

/** A multipart upload (`file` and extra fields) to an upload contract, answered as `callApi` answers. */
export function callUpload<C extends RouteContract>(
  fetcher: ApiFetch,
  contract: C,
  fields: Record<string, string | Blob>,
): Promise<RouteOutput<C>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return callApi(fetcher, contract, { body: form } as RouteInput<C>);
}

/**
 * `callApi` for loaders: an API refusal (401, 403, 404) or outage (503) becomes the page with that
 * status, never the crash page. Anything else is thrown as it is.
 */
export async function loadApi<C extends RouteContract>(
  fetcher: ApiFetch,
  contract: C,
  input: RouteInput<C> = {},
): Promise<RouteOutput<C>> {
  try {
    return await callApi(fetcher, contract, input);
  } catch (error) {
    const status = error instanceof ApiError ? error.error.status : null;
    if (status === 401 || status === 403 || status === 404 || status === 503) throw data(null, { status });
    throw error;
  }
}
