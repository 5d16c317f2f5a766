import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { type DrawingJob, drawImage } from './drawing-job';

/** Draws images off the API's event loop. */
export interface DrawingPool {
  draw(job: DrawingJob): Promise<Buffer>;
  close(): Promise<void>;
}

/** An idle drawing thread ends after this: a site that has drawn its images holds no threads. */
const IDLE_TIMEOUT_MS = 30_000;
/**
 * The drawing threads' scheduling priority below the event loop's (Linux nice, piscina's
 * niceIncrement through @napi-rs/nice): on a busy machine the calls keep the CPU they need and
 * the drawings take what is left. Without it, one drawing thread on two cores still tripled
 * /web/top's p99 (bench:api BENCH_DRAWINGS=40).
 */
const DRAWING_NICE_INCREMENT = 10;

/**
 * Threads: DRAWING_THREADS, else one core in two, at least one (the event loop keeps a core).
 * DRAWING_THREADS=0 draws on the event loop, as before the pool: only to measure the difference
 * (api/bench/bench-api.ts BENCH_DRAWINGS).
 */
export function drawingThreadsFromEnv(): number {
  const fromEnv = Number(process.env.DRAWING_THREADS);
  if (process.env.DRAWING_THREADS !== undefined && Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  return Math.max(1, Math.floor(os.availableParallelism() / 2));
}

/**
 * The worker's flags: this process's own (tsx's loader when it runs under tsx, as `npm start` and
 * the API's image do), else tsx's loader added, so the TypeScript worker loads under Jest as well.
 */
function workerExecArgv(): string[] {
  const underTsx = process.execArgv.some((flag) => flag.includes('tsx'));
  return underTsx ? [...process.execArgv] : [...process.execArgv, '--import', 'tsx'];
}

/**
 * A pool of worker threads (piscina) drawing covers, thumbnails and pages: 40-120 ms of
 * synchronous work each, which on the event loop held every other call behind it (issue 26).
 * Threads start when there is something to draw and end when idle.
 */
export function createDrawingPool(threads: number = drawingThreadsFromEnv()): DrawingPool {
  if (threads === 0) return { draw: async (job) => drawImage(job), close: async () => undefined };
  const pool = new Piscina<DrawingJob, Uint8Array>({
    filename: path.join(__dirname, 'drawing-worker.ts'),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: DRAWING_NICE_INCREMENT,
    execArgv: workerExecArgv(),
  });
  return {
    async draw(job) {
      const bytes = await pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
