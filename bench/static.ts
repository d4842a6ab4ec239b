import { spawn } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, type ServerProcess } from "../tests/support/server-process";

export interface StaticFigures {
  path: string;
  productRequestsPerSecond: number;
  productP99Ms: number;
  bareRequestsPerSecond: number;
  bareP99Ms: number;
  ratio: number;
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const load = (url: string) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br" },
  });

/** The same page's bytes, through the product and through a bare Node server, one after the other. */
export async function benchStatic(
  server: ServerProcess,
  clientDir: string,
  path: string,
): Promise<StaticFigures> {
  const port = await freePort();
  const file = join(clientDir, path === "/" ? "index.html.br" : `${path.slice(1)}/index.html.br`);
  const bare = spawn(
    process.execPath,
    [join(import.meta.dirname, "bare-server.mjs"), file, String(port)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    await new Promise<void>((ready) => bare.stdout?.once("data", () => ready()));
    const product = await load(`${server.origin}${path}`);
    const reference = await load(`http://127.0.0.1:${port}/`);
    if (product.non2xx > 0)
      throw new Error(`${product.non2xx} errors from the product during the static bench`);
    return {
      path,
      productRequestsPerSecond: product.requests.average,
      productP99Ms: product.latency.p99,
      bareRequestsPerSecond: reference.requests.average,
      bareP99Ms: reference.latency.p99,
      ratio: Math.round((product.requests.average / reference.requests.average) * 100) / 100,
    };
  } finally {
    bare.kill();
  }
}
