import { startShop } from './start.ts';

await startShop({ serveClient: true });
