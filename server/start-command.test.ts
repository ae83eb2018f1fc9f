import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_ENVIRONMENT, SHOP_NODE_ARGUMENTS } from './start-command.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the start command', () => {
  it('is the same in `npm start` and in the systemd unit, with the same environment', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const variables = Object.entries(SHOP_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
    expect(scripts.start).toBe(`${variables.join(' ')} node ${SHOP_NODE_ARGUMENTS.join(' ')}`);
    const unit = await readFile(path.join(ROOT, 'deploy', 'canvas-shop@.service'), 'utf8');
    expect(unit).toMatch(/^ExecStart=/m);
    expect(/^ExecStart=(.*)$/m.exec(unit)![1]).toBe(`/opt/canvas-shop/node_modules/.bin/node ${SHOP_NODE_ARGUMENTS.join(' ')}`);
    for (const variable of variables) expect(unit).toMatch(new RegExp(`^Environment=${variable}$`, 'm'));
  });
});
