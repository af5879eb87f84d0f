/** Calls the API in-process during server rendering: same pipeline, no network hop. */
export type ApiFetch = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/** What the server hands every React Router loader and action as `context`. */
export interface ServerLoadContext {
  api: ApiFetch;
  /** True only for the server's own in-process calls; internal routes answer nothing else. */
  internal: boolean;
  /** This response's Content-Security-Policy nonce, for the inline scripts React Router writes. */
  cspNonce: string | undefined;
  /** Reports a loader, action or render error of this request to error reporting (decision 040). */
  reportError?: (error: unknown) => void;
}
