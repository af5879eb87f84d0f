/**
 * Asks `check` now and then every `intervalMs` until it gives a value (anything but undefined), and
 * resolves with it. Rejects with `what` when none came within `timeoutMs`, and at once when `check`
 * throws. A question still open when the next is due is not asked twice.
 */
export function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  return new Promise<T>((resolve, reject) => {
    let asking = false;
    const ask = async () => {
      if (asking) return;
      asking = true;
      try {
        const value = await check();
        if (value !== undefined) {
          clearInterval(timer);
          resolve(value);
        } else if (Date.now() > deadline) {
          clearInterval(timer);
          reject(new Error(what));
        }
      } catch (error) {
        clearInterval(timer);
        reject(error);
      } finally {
        asking = false;
      }
    };
    const timer = setInterval(ask, options.intervalMs ?? 50);
    void ask();
  });
}
