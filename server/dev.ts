import { createServer } from 'vite';
import { startShop } from './start.ts';

/** `npm run dev`: the shop server for the API, Vite with hot reload in front of it for the client. */
await startShop({ serveClient: false });
const vite = await createServer({ configFile: new URL('../vite.config.ts', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
