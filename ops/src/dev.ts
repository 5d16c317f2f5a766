import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createApiServer, prepareDatabase } from '@ciao/api';
import { REMOTE_NAMES } from '@ciao/shared/federation';
import { isRemoteName } from './deploy/deployments';
import { loadConfig } from './build/build-package';
import { withFastRefresh } from './webpack/fast-refresh';
import { REPO_ROOT } from './paths';

const USAGE = `Usage: npm run dev -- <remote>   (${REMOTE_NAMES.join(', ')})
Serves the remote's standalone page from a development build that rebuilds on save, with the
API (embedded database, demo seed) behind /api; a saved component refreshes in place (React Fast Refresh). For the composed site, use npm start.`;

/** `npm run dev -- catalog`: one team works on one remote alone, against the real API. */
async function main(): Promise<void> {
  const remote = process.argv[2];
  if (!remote || !isRemoteName(remote)) {
    console.log(USAGE);
    process.exitCode = 2;
    return;
  }
  const apiPort = Number(process.env.API_PORT ?? 8081);
  const port = Number(process.env.PORT ?? 3001);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));

  const { db } = await prepareDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const api = await createApiServer({ db, prefix: '/api' });
  await api.listen({ port: apiPort, host: '127.0.0.1' });

  const compiler = webpack(withFastRefresh(await loadConfig(remote, 'development')));
  const server = new WebpackDevServer(
    {
      port,
      // Fast Refresh: a saved component is replaced in place, its state kept.
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
      client: { overlay: { errors: true, warnings: false } },
    },
    compiler,
  );
  await server.start();
  console.log(`\n${remote} standalone: http://localhost:${port}  (API on :${apiPort}, Fast Refresh on save)`);
  const stop = async () => {
    await server.stop();
    await api.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
