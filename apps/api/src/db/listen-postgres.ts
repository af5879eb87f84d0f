import pg from "pg";

/** How long a dropped listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/**
 * `LISTEN` on a connection of its own (a pooled one would hand the session to other queries),
 * opened again after it drops until the returned function is called.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(reopen, RECONNECT_MS);
    };
    next.on("error", dropped);
    next.on("end", dropped);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }
  function reopen() {
    if (stopped) return;
    open().catch(() => {
      if (!stopped) retry = setTimeout(reopen, RECONNECT_MS);
    });
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
