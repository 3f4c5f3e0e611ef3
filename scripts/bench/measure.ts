/** Latency percentiles of sequential requests, and throughput under concurrent load. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarise(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1]),
  };
}

export interface RequestSpec {
  url: string;
  init?: RequestInit;
}

async function timed(spec: RequestSpec): Promise<number> {
  const started = performance.now();
  const res = await fetch(spec.url, spec.init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} ${spec.url}: benchmark requests must succeed`);
  return performance.now() - started;
}

/** One request after another: the latency a single visitor sees. */
export async function measureLatency(next: (i: number) => RequestSpec, count: number, warmup = 30): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i++) await timed(next(i));
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push(await timed(next(warmup + i)));
  return summarise(samples);
}

/** `concurrency` clients without pause for `seconds`: requests per second and the latency under load. */
export async function measureLoad(next: (i: number) => RequestSpec, concurrency: number, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let counter = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) samples.push(await timed(next(counter++)));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requestsPerSecond: Math.round(samples.length / elapsed), latency: summarise(samples) };
}
