import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A bounded load from this process against a loopback URL. */
export async function load(
  url: string,
  options: { seconds?: number; connections?: number; rate?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 8,
    connections: options.connections ?? 32,
    pipelining: 1,
    ...(options.rate && { overallRate: options.rate }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
