import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineStableIds } from '../scripts/vite-mantine-use-id.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MANTINE_HOOKS_INDEX = path.join(ROOT, 'node_modules', '@mantine', 'hooks', 'esm', 'index.mjs');

describe("the client build's id hook for Mantine (scripts/vite-mantine-use-id.ts)", () => {
  it('replaces the one @mantine/hooks takes its useId from, and nothing else', () => {
    // An upgrade of Mantine that moves its hook would leave the build with Mantine's own, silently.
    expect(readFileSync(MANTINE_HOOKS_INDEX, 'utf8')).toContain(`import { useId } from "${MANTINE_USE_ID}";`);
    const resolveId = mantineStableIds().resolveId as (source: string, importer: string | undefined) => string | null;
    expect(resolveId(MANTINE_USE_ID, MANTINE_HOOKS_INDEX)).toBe(path.join(ROOT, 'client', 'mantine-use-id.ts'));
    expect(resolveId(MANTINE_USE_ID, path.join(ROOT, 'client', 'use-id', 'index.ts'))).toBeNull();
    expect(resolveId('./use-idle/use-idle.mjs', MANTINE_HOOKS_INDEX)).toBeNull();
  });
});
