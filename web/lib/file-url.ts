/**
 * The address to show an uploaded image at in this page. Authorized files (/files/{id}), uploads and the
 * demo images are loaded from this origin, whatever base address the server put in front (PUBLIC_URL), so
 * the session cookie goes along and the same-origin resource policy does not block them. Its own module: pages that
 * only show pictures load none of the upload client (nor its calls' schemas).
 */
export function localFileUrl(url: string): string {
  if (!url) return '';
  const m = /^https?:\/\/[^/]+(\/(?:files|uploads|demo)\/[^?#]*)$/i.exec(url);
  return m ? m[1]! : url;
}
