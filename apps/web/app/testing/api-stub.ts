import { afterEach, beforeEach, vi } from "vitest";

/** What the page sent: method, path (without /api, query included) and the JSON body. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** One answer of the stubbed API. */
export interface Reply {
  status: number;
  body: unknown;
}

export interface ApiStubOptions {
  /** The last queued answer for a path keeps answering (otherwise each answers once, then 404). */
  repeatLast?: boolean;
  /** A reply queued for a path without query also answers that path with a query. */
  matchWithoutQuery?: boolean;
  /** The body of the 404 for a call nothing is queued for. */
  notFound?: { message: string; code: string };
}

export interface ApiStub {
  /** Every call, in order. */
  calls: SentCall[];
  /** Queued answers by `METHOD /path`, taken in order. */
  replies: Record<string, Reply[]>;
  /** Queues the answers for `METHOD /path` (instead of any still waiting). */
  reply(key: string, ...answers: Reply[]): void;
}

const NOT_FOUND = { message: "Ikke funnet", code: "NOT_FOUND" };

function emptyStub(): ApiStub {
  const stub: ApiStub = {
    calls: [],
    replies: {},
    reply(key, ...answers) {
      stub.replies[key] = answers;
    },
  };
  return stub;
}

/** Makes the browser's fetch answer from `stub.replies` and record every call in `stub.calls`. */
function stubFetch(stub: ApiStub, options: ApiStubOptions) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.replace(/^\/api/, "");
      stub.calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const bare = `${method} ${path.split("?")[0]}`;
      const key = Object.keys(stub.replies).find(
        (k) => k === `${method} ${path}` || (options.matchWithoutQuery === true && k === bare),
      );
      const queue = key === undefined ? undefined : stub.replies[key];
      const answer = options.repeatLast && queue?.length === 1 ? queue[0] : queue?.shift();
      if (!answer) return Response.json(options.notFound ?? NOT_FOUND, { status: 404 });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
}

/** Stubs the browser's fetch with the answers queued on the returned stub; restore with `vi.unstubAllGlobals()`. */
export function stubApi(options: ApiStubOptions = {}): ApiStub {
  const stub = emptyStub();
  stubFetch(stub, options);
  return stub;
}

/**
 * Stubs the browser's fetch for each test of the file and restores it after: the returned `calls`
 * and `replies` stay the same objects, emptied before each test.
 */
export function stubApiForEachTest(options: ApiStubOptions = {}): ApiStub {
  const stub = emptyStub();
  beforeEach(() => {
    stub.calls.length = 0;
    for (const key of Object.keys(stub.replies)) delete stub.replies[key];
    stubFetch(stub, options);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return stub;
}
