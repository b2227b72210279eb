import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oncePerRequest } from './per-request.server';

describe('oncePerRequest', () => {
  it("asks once per request's context, and again for another request", async () => {
    let asked = 0;
    const load = oncePerRequest(async () => {
      asked += 1;
      return { figures: asked };
    });
    const one = {} as AppLoadContext;
    const other = {} as AppLoadContext;
    const [a, b] = await Promise.all([load(one), load(one)]);
    expect(a).toBe(b);
    expect(asked).toBe(1);
    expect(await load(other)).toEqual({ figures: 2 });
    expect(await load(one)).toBe(a);
  });
});
