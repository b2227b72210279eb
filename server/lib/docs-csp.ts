/**
 * The API document's own Content-Security-Policy (/api/docs, modules/apidocs): Swagger UI's bundle and the
 * initializer are files of ours (no inline script, so no nonce is needed), it reads /api/openapi.json, and its
 * stylesheet embeds data: images. Set by plugins/http-security.ts, which imports no module.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
