import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { UploadKind } from '@shared/contracts/uploads';
import { MSG } from '@shared/messages';
import { DeleteIcon, PlusIcon } from '~/components/icons/outlined';
import { PhotoPreview } from '~/components/PhotoPreview';
import { ERROR_SECONDS, feedback } from '~/lib/feedback';
import { localFileUrl } from '~/lib/file-url';
import type * as UploadClient from '~/lib/upload';
import { checkUploadFile, JPEG_ACCEPT } from '../upload-checks';
import s from './PhotoPicker.module.css';

export type PhotoPickerProps = {
  id: string;
  kind: UploadKind;
  /** Names the field in the button and the thumbnails' alt text (照片 …). */
  label: string;
  /** At most this many photos. */
  max: number;
  /** Said when a choice would go past `max`. */
  tooMany: string;
  /** The stored photos' addresses (`url` of each upload answer), in the order chosen. */
  onChange: (urls: string[]) => void;
  /** How many files are still being sent, so the form can refuse to submit (spec §8 wait message). */
  onBusyChange: (uploading: number) => void;
  disabled?: boolean;
  describedBy?: string;
};

/** One chosen photo: being sent (with the local file shown dimmed), stored (the server's copy shown), or failed. */
export type Photo = { key: string; state: 'uploading' | 'done' | 'error'; percent: number; url: string; local: string };

/**
 * The API client's upload, loaded with the first photo chosen (it brings the call's declaration and zod): one load
 * for the photos chosen together, tried again at the next choice if it failed.
 */
let uploadClient: Promise<typeof UploadClient> | null = null;
const loadUpload = () =>
  (uploadClient ??= import('~/lib/upload').catch((e: unknown) => {
    uploadClient = null;
    throw e;
  }));

/** The stored photos' addresses and how many are still being sent, as the form hears them. */
export function photoReport(photos: readonly Photo[]): { urls: string[]; uploading: number } {
  return {
    urls: photos.filter((p) => p.state === 'done').map((p) => p.url),
    uploading: photos.filter((p) => p.state === 'uploading').length,
  };
}

/**
 * Several photos for one form (a service request's), in the portal's own markup (antd's picture cards without
 * antd): 上传照片 is a button that opens the file chooser (Enter or Space); each chosen file is checked before it
 * is sent (JPEG by its first bytes, under 5 MB, spec §5) and refused with the spec's message, then sent at once
 * with its own progress and shown from the address the server gave it (its copy without metadata). A stored photo
 * opens larger; 删除 removes it and stops a photo still being sent. Past `max` the choice is cut and `tooMany` said.
 */
export function PhotoPicker({ id, kind, label, max, tooMany, onChange, onBusyChange, disabled = false, describedBy }: PhotoPickerProps) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const taken = useRef(0);
  const seq = useRef(0);
  const focusAdd = useRef(false);
  taken.current = photos.length;

  // The form hears of every change of the list (callbacks kept in a ref: a new function each render must not loop).
  const report = useRef({ onChange, onBusyChange });
  report.current = { onChange, onBusyChange };
  useEffect(() => {
    const { urls, uploading } = photoReport(photos);
    report.current.onChange(urls);
    report.current.onBusyChange(uploading);
    if (focusAdd.current) {
      focusAdd.current = false;
      addButton.current?.focus();
    }
  }, [photos]);

  // Leaving the page stops what is still being sent and frees the local previews.
  const locals = useRef(new Set<string>());
  useEffect(() => {
    const running = controllers.current;
    const shown = locals.current;
    return () => {
      running.forEach((c) => c.abort());
      shown.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const update = (key: string, change: Partial<Photo>) => setPhotos((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const send = async (file: File) => {
    const key = `photo-${++seq.current}`;
    const local = URL.createObjectURL(file);
    locals.current.add(local);
    taken.current += 1;
    setPhotos((ps) => [...ps, { key, state: 'uploading', percent: 0, url: '', local }]);
    const ctrl = new AbortController();
    controllers.current.set(key, ctrl);
    try {
      const { upload, UploadAborted } = await loadUpload().catch((e: unknown) => {
        feedback().error(MSG.networkError);
        throw e;
      });
      try {
        const result = await upload(kind, file, { signal: ctrl.signal, onProgress: (percent) => update(key, { percent }) });
        update(key, { state: 'done', percent: 100, url: result.url });
      } catch (err) {
        // A photo removed while it was being sent is gone already; any other failure was said by the API client.
        if (!(err instanceof UploadAborted)) update(key, { state: 'error' });
      }
    } catch {
      update(key, { state: 'error' });
    } finally {
      controllers.current.delete(key);
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // The same file may be chosen again after its removal.
    e.target.value = '';
    let saidTooMany = false;
    for (const file of files) {
      if (taken.current >= max) {
        if (!saidTooMany) feedback().notice('error', tooMany, ERROR_SECONDS);
        saidTooMany = true;
        continue;
      }
      const refusal = await checkUploadFile(file);
      if (refusal) feedback().notice('error', refusal, ERROR_SECONDS);
      else void send(file);
    }
  };

  const remove = (photo: Photo) => {
    controllers.current.get(photo.key)?.abort();
    controllers.current.delete(photo.key);
    URL.revokeObjectURL(photo.local);
    locals.current.delete(photo.local);
    focusAdd.current = true;
    setPhotos((ps) => ps.filter((p) => p.key !== photo.key));
  };

  return (
    <div className={s.picker} data-upload={kind} role="group" aria-label={label} aria-describedby={describedBy}>
      <ul className={s.tiles}>
        {photos.map((photo, i) => {
          const name = `${label} ${i + 1}`;
          return (
            <li key={photo.key} className={s.tile} data-state={photo.state}>
              {photo.state === 'done' ? (
                <button
                  type="button"
                  className={s.thumb}
                  aria-label={`查看${name}`}
                  onClick={() => setPreview({ src: localFileUrl(photo.url), alt: name })}
                >
                  <img src={localFileUrl(photo.url)} alt={name} />
                </button>
              ) : (
                <div className={s.thumb}>
                  <img src={photo.local} alt={name} className={s.pending} />
                  {photo.state === 'uploading' ? (
                    <span
                      className={s.progress}
                      role="progressbar"
                      aria-label={`${name} 上传中`}
                      aria-valuenow={photo.percent}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <span>上传中 {photo.percent}%</span>
                      <span className={s.bar}>
                        <span style={{ width: `${photo.percent}%` }} />
                      </span>
                    </span>
                  ) : (
                    <span className={s.failed}>上传失败</span>
                  )}
                </div>
              )}
              <button type="button" className={s.remove} aria-label={`删除${name}`} onClick={() => remove(photo)} disabled={disabled}>
                <DeleteIcon />
              </button>
            </li>
          );
        })}
        {photos.length < max && (
          <li className={s.tile}>
            <button ref={addButton} id={id} type="button" className={s.add} onClick={() => input.current?.click()} disabled={disabled}>
              <PlusIcon />
              <span>上传{label}</span>
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept={JPEG_ACCEPT} multiple hidden tabIndex={-1} onChange={(e) => void choose(e)} />
      {preview && <PhotoPreview src={preview.src} alt={preview.alt} onClose={() => setPreview(null)} />}
    </div>
  );
}
