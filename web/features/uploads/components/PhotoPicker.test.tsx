// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FeedbackModule from '~/lib/feedback';
import { NOT_JPEG_MSG } from '../upload-checks';
import { PhotoPicker } from './PhotoPicker';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Pending = { resolve: (r: { url: string }) => void; reject: (e: Error) => void; signal: AbortSignal; percent: (p: number) => void };
const sends: Pending[] = [];
const said: string[] = [];

vi.mock('~/lib/upload', () => {
  class UploadAborted extends Error {}
  return {
    UploadAborted,
    upload: (_kind: string, _file: Blob, o: { signal: AbortSignal; onProgress: (p: number) => void }) =>
      new Promise((resolve, reject) => {
        o.signal.addEventListener('abort', () => reject(new UploadAborted()));
        sends.push({ resolve, reject, signal: o.signal, percent: o.onProgress });
      }),
  };
});
vi.mock('~/lib/feedback', async (original) => ({
  ...(await original<typeof FeedbackModule>()),
  feedback: () => ({ error: (t: string) => said.push(t), notice: (_l: string, t: string) => said.push(t) }),
}));

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/jpeg' });

let host: HTMLDivElement;
let root: Root;
let urls: string[] = [];
let busy = 0;

async function mount(max = 3, disabled = false) {
  await act(async () =>
    root.render(
      <PhotoPicker
        id="photos"
        kind="feedback"
        label="照片"
        max={max}
        tooMany="最多上传 3 张图片"
        onChange={(u) => (urls = u)}
        onBusyChange={(n) => (busy = n)}
        disabled={disabled}
      />,
    ),
  );
}

/** Chooses files in the hidden file input, as the browser's chooser does, and waits for `outcomes` (sends and messages). */
async function choose(outcomes: number, ...files: File[]) {
  const input = host.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(sends.length + said.length).toBe(outcomes));
  });
}

const tiles = () => [...host.querySelectorAll('li[data-state]')].map((li) => li.getAttribute('data-state'));
const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

beforeEach(() => {
  sends.length = 0;
  said.length = 0;
  urls = [];
  busy = 0;
  URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = vi.fn();
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('PhotoPicker (the service request’s photos without antd)', () => {
  it('refuses a file that is not a JPEG by its content, sends the others with progress, then shows the stored copies', async () => {
    await mount();
    expect(host.querySelector('button#photos')?.textContent).toBe('上传照片');
    await choose(3, jpeg('a.jpg'), png('fake.jpg'), jpeg('b.jpg'));
    expect(said).toEqual([NOT_JPEG_MSG]);
    expect(tiles()).toEqual(['uploading', 'uploading']);
    expect(busy).toBe(2);
    await act(async () => sends[0]!.percent(40));
    expect(host.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('40');
    expect(host.textContent).toContain('上传中 40%');
    await act(async () => {
      sends[1]!.resolve({ url: '/files/8' });
      sends[0]!.resolve({ url: '/files/7' });
    });
    expect(tiles()).toEqual(['done', 'done']);
    // In the order chosen, whatever order the answers came in.
    expect(urls).toEqual(['/files/7', '/files/8']);
    expect(busy).toBe(0);
    expect(button('查看照片 1')?.querySelector('img')?.getAttribute('src')).toBe('/files/7');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('cuts a choice past the limit and says so once; the 上传 box goes when full', async () => {
    await mount(2);
    await choose(3, jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg'));
    expect(said).toEqual(['最多上传 3 张图片']);
    expect(tiles()).toHaveLength(2);
    expect(host.querySelector('button#photos')).toBeNull();
  });

  it('删除 stops a photo still being sent, leaves it out, and puts focus on 上传照片', async () => {
    await mount();
    await choose(2, jpeg('a.jpg'), jpeg('b.jpg'));
    await act(async () => sends[1]!.resolve({ url: '/files/9' }));
    await act(async () => button('删除照片 1')!.click());
    expect(sends[0]!.signal.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
    expect(tiles()).toEqual(['done']);
    expect(urls).toEqual(['/files/9']);
    expect(busy).toBe(0);
    expect(document.activeElement?.id).toBe('photos');
    // Nothing is said for the stop.
    expect(said).toEqual([]);
  });

  it('marks a failed photo 上传失败 and leaves it out of the form', async () => {
    await mount();
    await choose(1, jpeg('a.jpg'));
    await act(async () => sends[0]!.reject(new Error('服务器繁忙')));
    expect(tiles()).toEqual(['error']);
    expect(host.textContent).toContain('上传失败');
    expect(urls).toEqual([]);
    expect(busy).toBe(0);
  });

  it('while the form is being sent, neither adds nor removes', async () => {
    await mount(3, true);
    expect(host.querySelector<HTMLButtonElement>('button#photos')!.disabled).toBe(true);
  });
});
