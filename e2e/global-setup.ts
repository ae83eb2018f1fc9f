import type { TestProject } from 'vitest/node';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { startShopProcess } from './shop-process.ts';

/** Builds the client if needed and starts the shop, as `npm start` would, on a fresh database. */
export default async function setup(project: TestProject) {
  if (await clientBuildIsStale()) await buildClient();
  const shop = await startShopProcess();
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', shop.dataDir);
  return () => shop.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
