import { buildClient, clientBuildIsStale } from '../server/client-build.ts';

/** The instances serve the built client, as `npm start` does: built once here rather than by each. */
export default async function setup() {
  if (await clientBuildIsStale()) await buildClient();
}
