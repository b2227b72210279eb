import { download } from './define';

/** The API document (server/modules/apidocs): OpenAPI 3.1 as JSON and its browsing page (GET, outside the envelope). */
export const openApiJson = download('/api/openapi.json');
export const docsPage = download('/api/docs');
export const docsInit = download('/api/docs/init.js');
/** The browsing page's own scripts and styles (swagger-ui-dist), served under this prefix. */
export const DOCS_ASSETS_PREFIX = '/api/docs/assets/';
