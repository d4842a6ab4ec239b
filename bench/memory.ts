import { readFile } from "node:fs/promises";

const SAMPLE_EVERY_MS = 50;

/** The kernel's resident set size of a process (Linux `/proc`): no instrumentation in the server. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/** Samples a process's RSS until `stop()`, which gives the highest sample. */
export function watchPeakResident(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let failure: unknown;
  let pending = Promise.resolve();
  const timer = setInterval(() => {
    pending = residentBytes(pid).then(
      (bytes) => void (peak = Math.max(peak, bytes)),
      (error: unknown) => void (failure ??= error),
    );
  }, SAMPLE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      // A load test shorter than one interval still gets a sample.
      peak = Math.max(peak, await residentBytes(pid));
      if (failure !== undefined) throw failure;
      return peak;
    },
  };
}
