/** An error the server may send: its HTTP status and its default Norwegian message. */
export interface DeclaredError {
  status: number;
  message: string;
}

/** Declares an area's error codes; `errors.ts` gathers every area's into one catalogue. */
export const defineErrors = <const T extends Record<string, DeclaredError>>(errors: T): T => errors;
