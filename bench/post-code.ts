import { load } from "./support/load.ts";
import { startBareServer, startProductServer } from "./support/servers.ts";

/**
 * `GET /api/post-code/{code}` (place and covered work types, one primary-key read and one coverage
 * query per request) next to a bare node:http server answering the same JSON, then the latency at a
 * fixed 1,000 requests/s. Goals: at least 0.6 of bare throughput, p99 <= 5 ms at 1,000 requests/s.
 */
export async function benchPostCode() {
  const product = await startProductServer();
  const url = `${product.url}/api/post-code/0150`;
  try {
    const body = await (await fetch(url)).text();
    await load(url, { seconds: 2 }); // warm-up
    const full = await load(url);
    const atRate = await load(url, { rate: 1000, connections: 16 });
    const bare = await startBareServer(body);
    try {
      await load(bare.url, { seconds: 2 });
      const floor = await load(bare.url);
      const ratio = Number((full.requestsPerSecond / floor.requestsPerSecond).toFixed(2));
      return {
        name: "GET /api/post-code/{code}",
        product: full,
        bare: floor,
        ratio,
        at1000rps: atRate,
        goals: { ratioAtLeast06: ratio >= 0.6, p99AtMost5msAt1000rps: atRate.p99 <= 5 },
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
  }
}
