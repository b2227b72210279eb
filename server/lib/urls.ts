/** Spec §9: image addresses lacking 'http' get the product's base address prepended. */
export function absoluteUrl(base: string, path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A site-relative path for an address on this site (relative, or absolute under the public address); else null. */
export function sitePath(src: string, publicUrl: string): string | null {
  const rel = src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return rel.startsWith('/') && !rel.startsWith('//') ? rel : null;
}
