/**
 * A map in this server's memory holding at most `maxSize`, as `sizeOf` counts its values (bytes,
 * characters): the least recently used go first. A value larger than `maxSize` is not kept.
 */
export function boundedCache<K, V>(maxSize: number, sizeOf: (value: V) => number) {
  const entries = new Map<K, V>();
  let size = 0;
  const remove = (key: K) => {
    const old = entries.get(key);
    if (old === undefined) return;
    entries.delete(key);
    size -= sizeOf(old);
  };
  return {
    /** The value, now the most recently used. */
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: K, value: V) {
      remove(key);
      entries.set(key, value);
      size += sizeOf(value);
      for (const [oldest] of entries) {
        if (size <= maxSize) break;
        remove(oldest);
      }
    },
    delete: remove,
    keys: () => [...entries.keys()],
    /** What is kept now: entries, and their size as `sizeOf` counts it. */
    size: () => ({ entries: entries.size, size }),
  };
}
