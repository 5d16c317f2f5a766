import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A port nothing listens on now (for servers that cannot be told to pick one themselves). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `ops/src/web-node.ts` as production runs it, one process per node. */
export interface WebNodeProcess {
  child: ChildProcess;
  origin: string;
  /** host:port, as nginx's upstream names it. */
  address: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

/** Starts a web node with `env` over the current environment; resolves once it answers /registry.json. */
export async function startWebNode(env: Record<string, string>, timeoutMs = 120_000): Promise<WebNodeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'ops', 'src', 'web-node.ts')], {
    cwd: ROOT,
    env: { ...process.env, WEB_PORT: String(port), WEB_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`web node exited (${child.exitCode}): ${output}`);
    const answered = await fetch(`${origin}/registry.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`web node did not answer at ${origin} within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    origin,
    address: `127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
