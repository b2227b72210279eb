/**
 * What every file download (Excel and CSV exports) answers with. A refused download throws an AppError like a call
 * (lib/errors.ts): plugins/errors.ts answers HTTP 200 with the JSON envelope and no-store, never a file-shaped 4xx.
 */

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An export is personal to the staff member who asked: never kept by a browser or proxy cache. */
export const DOWNLOAD_CACHE_CONTROL = 'private, no-store';
