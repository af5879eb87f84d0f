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
  /**
   * The production build's own stylesheets by the href pages link them with, for writing them into
   * each page's head (decision 050). Absent in development, where Vite serves the styles.
   */
  builtStylesheet?: (href: string) => string | undefined;
}
