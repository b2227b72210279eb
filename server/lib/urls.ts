/** Spec §9: image addresses lacking 'http' get the product's base address prepended. */
export function absoluteUrl(base: string, path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
