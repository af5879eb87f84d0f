import { load } from "./support/load.ts";
import { startBareServer, startProductServer } from "./support/servers.ts";

/** `/api/health` throughput of the full server next to a bare node:http server, in one run. */
export async function benchHealth() {
  const product = await startProductServer();
  let body = "";
  try {
    body = await (await fetch(`${product.url}/api/health`)).text();
    await load(`${product.url}/api/health`, { seconds: 2 }); // warm-up
    const full = await load(`${product.url}/api/health`);
    const bare = await startBareServer(body);
    try {
      await load(bare.url, { seconds: 2 });
      const floor = await load(bare.url);
      return {
        name: "GET /api/health",
        product: full,
        bare: floor,
        ratio: Number((full.requestsPerSecond / floor.requestsPerSecond).toFixed(2)),
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
  }
}
