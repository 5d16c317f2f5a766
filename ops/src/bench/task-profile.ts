import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { BENCH_DIR, startBenchSite } from './bench-site';
import { launchChromium } from '../chromium';

/**
 * `npm run bench:tasks [-- path ...]`: where a first visit's main-thread tasks go. One load per
 * page (phone viewport, nothing cached) with a Chromium trace and its CPU samples; for each task
 * over BENCH_MIN_TASK_MS of CPU (default 12: 50 ms on Lighthouse's 4x phone), the functions the
 * samples were in (self) and the source files on the stack (inclusive), named through the
 * scripts' source maps. Not a benchmark (one load, sampling adds its own cost): it tells which
 * code to look at; bench:main-thread and bench:lighthouse measure the change.
 * Found with it (issue 26): the first toLocaleString of a page (ICU's number data, 64 ms), the
 * lazy compilation of each start-up chunk (compile-hints-plugin.ts), a page image decoded in drawImage.
 */
const DEFAULT_PATHS = ['/', '/title/00101', '/title/00101/episode/10101', '/search/word/恋'];
const MIN_TASK_MS = Number(process.env.BENCH_MIN_TASK_MS ?? 12);
/** BENCH_CPU_SLOWDOWN: Chromium's CPU throttling for the load (default none), to see the tasks a slow phone has (Lighthouse's mobile setting is 4). */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const TOP = 8;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface Sample {
  ts: number;
  node: number;
}

/** Source maps by script URL: served next to the script, or read from the deployments (remotes). */
const maps = new Map<string, SourceMapConsumer | null>();
async function mapOf(url: string): Promise<SourceMapConsumer | null> {
  if (!maps.has(url)) {
    let raw: RawSourceMap | null = null;
    const answer = await fetch(`${url}.map`).catch(() => null);
    if (answer?.ok) raw = (await answer.json()) as RawSourceMap;
    const deployed = /\/deployments\/(.*)$/.exec(new URL(url).pathname)?.[1];
    if (!raw && deployed) raw = JSON.parse(readFileSync(path.join(BENCH_DIR, 'deployments', `${deployed}.map`), 'utf8')) as RawSourceMap;
    maps.set(url, raw ? new SourceMapConsumer(raw) : null);
  }
  return maps.get(url) ?? null;
}

/** A frame as `function@source:line` (or its source file alone), through the source map where there is one. */
async function describe(frame: CallFrame, fileOnly: boolean): Promise<string> {
  if (!frame.url) return frame.functionName || '(native)';
  const original = (await mapOf(frame.url))?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '');
    return fileOnly ? source : `${original.name ?? frame.functionName}@${source}:${original.line}`;
  }
  const file = frame.url.replace(/^.*\//, '');
  return fileOnly ? file : `${frame.functionName}@${file}:${frame.lineNumber}`;
}

const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);
const top = (totals: Map<string, number>) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `${ms.toFixed(1)} ${name}`)
    .join(' | ');

async function profile(siteUrl: string, pagePath: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const url = new URL(pagePath, siteUrl).href;
    // The first screen as a busy site has it ready (see lighthouse.ts).
    await fetch(url, { headers: { accept: 'text/html' } }).then((answer) => answer.arrayBuffer());
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const categories = ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];
    if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Adoption and hydration run after the network is quiet on a slow CPU: wait until the page is adopted.
    await page.locator('#root:not([data-adopting])').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const host = events.find((event) => event.name === 'EvaluateScript' && /\/static\/main\.[\w.]*js$/.test(event.args?.data?.url ?? ''));
    if (!host) throw new Error(`no evaluation of the host's main.js in the trace of ${pagePath}`);

    const nodes = new Map<number, ProfileNode>();
    const samples: Sample[] = [];
    let clock = 0;
    for (const event of events) {
      if (event.pid !== host.pid) continue;
      if (event.name === 'Profile') clock = event.args?.data?.startTime ?? 0;
      if (event.name !== 'ProfileChunk') continue;
      for (const node of event.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = event.args?.data?.cpuProfile?.samples ?? [];
      const deltas = event.args?.data?.timeDeltas ?? [];
      ids.forEach((node, index) => {
        clock += deltas[index] ?? 0;
        samples.push({ ts: clock, node });
      });
    }

    const tasks = events
      .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === host.pid && event.tid === host.tid)
      .sort((a, b) => a.ts - b.ts);
    const start = tasks[0]?.ts ?? 0;
    let cpuMs = 0;
    console.log(`\n## ${pagePath}\n`);
    for (const task of tasks) {
      const taskCpu = (task.tdur ?? 0) / 1000;
      cpuMs += taskCpu;
      if (taskCpu < MIN_TASK_MS) continue;
      const end = task.ts + (task.dur ?? 0);
      const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
      const self = new Map<string, number>();
      const inclusive = new Map<string, number>();
      for (const [index, sample] of inTask.entries()) {
        const ms = ((inTask[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
        let node = nodes.get(sample.node);
        if (!node || node.callFrame.functionName === '(idle)') continue;
        add(self, await describe(node.callFrame, false), ms);
        const files = new Set<string>();
        for (; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
          if (node.callFrame.url) files.add(await describe(node.callFrame, true));
        }
        for (const file of files) add(inclusive, file, ms);
      }
      console.log(`- at ${((task.ts - start) / 1000).toFixed(0)} ms, ${taskCpu.toFixed(1)} ms CPU`);
      console.log(`  - self: ${top(self)}`);
      console.log(`  - files: ${top(inclusive)}`);
    }
    console.log(`\nmain thread CPU in all: ${cpuMs.toFixed(0)} ms`);
    await context.close();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const site = await startBenchSite();
  try {
    const paths = process.argv.slice(2);
    for (const pagePath of paths.length > 0 ? paths : DEFAULT_PATHS) await profile(site.url, pagePath);
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
