import { apiUpstreamsFromEnv } from './server/api-proxy';
import { createWebServer } from './server/web-server';

/**
 * `npm run serve`: the static web server of a multi-process deployment (docker-compose): the host
 * page and files, every deployed remote version and the registry, with /api forwarded in turn to
 * the API processes of API_UPSTREAMS (required). Unlike `npm start` it neither builds nor opens a
 * database: the image is built and deployed beforehand, and the API runs in its own processes.
 */
async function main(): Promise<void> {
  const apiUpstreams = apiUpstreamsFromEnv();
  if (!apiUpstreams) throw new Error('API_UPSTREAMS must list the API processes, e.g. http://api1:8081,http://api2:8081');
  const isProd = process.env.NODE_ENV === 'production';
  const server = await createWebServer({
    runtimeConfig: { isProd, cookieEnvPrefix: isProd ? '' : 'local_', localeTimeOffsetFromUtc: 9 },
    apiUpstreams,
    logger: true,
  });
  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await server.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '0.0.0.0' });
  server.log.info({ apiUpstreams }, 'serving the site; /api goes to the API processes in turn');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
