/** An address of this site's own files: authorized files (/files/{id}), uploads and the demo images. */
const OWN_FILE_PATH = String.raw`\/(?:files|uploads|demo)\/`;
const OWN_FILE = new RegExp(String.raw`^https?:\/\/[^/]+(${OWN_FILE_PATH}[^?#]*)$`, 'i');
const OWN_IMAGE_IN_HTML = new RegExp(String.raw`(<img\b[^>]*?\ssrc=")https?:\/\/[^/"]+(${OWN_FILE_PATH}[^"?#]*")`, 'gi');

/**
 * The address to show an uploaded image at in this page. Authorized files (/files/{id}), uploads and the
 * demo images are loaded from this origin, whatever base address the server put in front (PUBLIC_URL), so
 * the session cookie goes along and the same-origin resource policy does not block them: a page opened at another
 * address of the same server (127.0.0.1 where PUBLIC_URL says localhost, www. where it says the bare domain) shows
 * its pictures too. Its own module: pages that only show pictures load none of the upload client (nor its calls'
 * schemas).
 */
export function localFileUrl(url: string): string {
  if (!url) return '';
  const m = OWN_FILE.exec(url);
  return m ? m[1]! : url;
}

/** The same for the pictures in rich text the server sanitized, whose `<img src>` it made absolute. */
export function withLocalImages(html: string): string {
  return html.replace(OWN_IMAGE_IN_HTML, '$1$2');
}
