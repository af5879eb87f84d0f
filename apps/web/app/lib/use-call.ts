import { useCallback, useState } from "react";

/**
 * One API call a storefront component makes when the visitor acts (add to cart, upload a picture,
 * log out), with its busy state and its last error. No cache: the pages an anonymous visitor opens
 * first load without TanStack Query, which the order flow and the back office use for what they read
 * and cache (decision 069). `run` resolves with the answer or rejects with the error it also keeps.
 */
export function useCall<Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (...args: Args): Promise<Result> => {
      setBusy(true);
      setError(null);
      try {
        return await call(...args);
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setBusy(false);
      }
    },
    [call],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, busy, error, reset };
}
