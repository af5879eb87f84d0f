/** Calls the API in-process during server rendering: same pipeline, no network hop. */
export type ApiFetch = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/** What the server hands every React Router loader and action as `context`. */
export interface ServerLoadContext {
  api: ApiFetch;
}
