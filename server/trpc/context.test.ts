import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { testApp } from '../test/helpers.ts';
import { createContext } from './context.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('a request scope over HTTP', () => {
  it('runs work after the response only once the response has been sent', async () => {
    const events: string[] = [];
    const taskRan = new Promise<void>((resolve) => {
      app.post('/probe/after-response', (request, reply) => {
        reply.raw.once('finish', () => events.push('response sent'));
        createContext({ req: request, res: reply }).afterResponse(async () => {
          events.push('task ran');
          resolve();
        });
        events.push('handler returned');
        return { answered: true };
      });
    });

    const response = await app.inject({ method: 'POST', url: '/probe/after-response', payload: {} });
    expect(response.json()).toEqual({ answered: true });
    await taskRan;
    expect(events).toEqual(['handler returned', 'response sent', 'task ran']);
  });
});
