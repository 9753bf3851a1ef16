/**
 * `npm run dev`: the API server (same code as `npm start`, development controls on) plus Vite
 * with hot reload, which proxies /wps and /dev to it. Open the printed Vite address.
 */
import { createServer } from 'vite';

process.env.DEV_TOOLS ??= '1';
const apiPort = Number(process.env.API_PORT ?? 8080);
process.env.API_PORT = String(apiPort);

const { startServer } = await import('../server/index.ts');
const api = await startServer({ port: apiPort, staticDir: null });

const vite = await createServer({ server: { host: true } });
await vite.listen();
vite.printUrls();
console.info(
  `API on http://localhost:${api.port}/wps/ — open the site at the Vite address above under /m/home (add ?inspect for the Stately Inspector)`,
);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
