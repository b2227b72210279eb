import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as uploadsCalls from '../../../shared/calls/uploads';
import { BoundedQueue, QueueFullError } from '../../lib/semaphore';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif, multipart } from '../../test/multipart';
import type * as UploadsService from './uploads.service';
import { DECODE_WAITING_PER_SLOT } from './uploads.service';

/**
 * The decoder is replaced by an instrumented fake: it counts how many decodes run at once and holds each one
 * until the test opens the gate, so the line of waiting uploads can be seen without any timing.
 */
const fake = vi.hoisted(() => {
  const state = { inFlight: 0, max: 0, calls: 0, open: () => {}, gate: Promise.resolve() };
  state.gate = new Promise<void>((resolve) => {
    state.open = resolve;
  });
  return state;
});

vi.mock('./uploads.service', async (importOriginal) => {
  const real = await importOriginal<typeof UploadsService>();
  return {
    ...real,
    cleanJpeg: async (data: Buffer) => {
      fake.calls += 1;
      fake.inFlight += 1;
      fake.max = Math.max(fake.max, fake.inFlight);
      await fake.gate;
      fake.inFlight -= 1;
      return data;
    },
  };
});

const CONCURRENCY = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DECODE_CONCURRENCY: String(CONCURRENCY) });
});
afterAll(() => t.close());

describe('upload decoding runs in a bounded queue', () => {
  it('never decodes more than UPLOAD_DECODE_CONCURRENCY at once; beyond the line, a busy refusal (not a 500)', async () => {
    const { token } = await signIn(t);
    const image = await jpegWithExif();
    const capacity = CONCURRENCY + CONCURRENCY * DECODE_WAITING_PER_SLOT;
    const extra = 3;
    const answers: { status: number; code: number; msg: string }[] = [];
    const requests = Array.from({ length: capacity + extra }, () => {
      const { payload, headers } = multipart({ name: 'shop_logo' }, { filename: 'a.jpg', contentType: 'image/jpeg', data: image });
      return t.app.inject({ method: 'POST', url: uploadsCalls.upload.path, payload, headers: { ...headers, token } }).then((res) => {
        const body = res.json();
        answers.push({ status: res.statusCode, code: body.code, msg: body.msg });
      });
    });
    // While the gate is shut: two decodes run, the line is full, and the rest were answered at once.
    await vi.waitFor(() => {
      expect(answers.length).toBe(extra);
      expect(fake.inFlight).toBe(CONCURRENCY);
    });
    expect(answers.every((a) => a.status === 200 && a.code === 0 && a.msg === '服务器繁忙，请稍后再试')).toBe(true);
    fake.open();
    await Promise.all(requests);
    expect(fake.max).toBe(CONCURRENCY);
    expect(fake.calls).toBe(capacity);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(capacity);
  });
});

describe('BoundedQueue', () => {
  it('passes slots on in order and refuses past the line', async () => {
    const q = new BoundedQueue(1, 1);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = q.run(async () => {
      order.push('first');
      await held;
    });
    const second = q.run(async () => {
      order.push('second');
    });
    await expect(q.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    // Work that must not be refused waits anyway.
    const unbounded = q.run(async () => order.push('unbounded'), { bounded: false });
    expect(q.stats).toEqual({ running: 1, waiting: 2 });
    release();
    await Promise.all([first, second, unbounded]);
    expect(order).toEqual(['first', 'second', 'unbounded']);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const q = new BoundedQueue(1, 0);
    await expect(q.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(q.run(async () => 'ok')).resolves.toBe('ok');
  });
});
