import { DOCS_ASSETS_PREFIX, docsInit, openApiJson } from '../../../shared/calls/apidocs';

/** The swagger-ui-dist files /api/docs uses, served under /api/docs/assets/. */
export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png'];

/** The page: local assets only and no inline script, so a strict Content-Security-Policy can cover it. */
export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>园区企业服务门户 API 文档</title>
<link rel="icon" type="image/png" sizes="32x32" href="${DOCS_ASSETS_PREFIX}favicon-32x32.png">
<link rel="icon" type="image/png" sizes="16x16" href="${DOCS_ASSETS_PREFIX}favicon-16x16.png">
<link rel="stylesheet" href="${DOCS_ASSETS_PREFIX}swagger-ui.css">
</head>
<body>
<noscript><p>本页面需要 JavaScript 才能显示。也可以直接读取 <a href="${openApiJson.path}">${openApiJson.path}</a>（OpenAPI 3.1）。</p></noscript>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS_PREFIX}swagger-ui-bundle.js"></script>
<script src="${docsInit.path}"></script>
</body>
</html>
`;

/**
 * The initializer. validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io
 * for its badge. The base layout has no address bar, so the page shows this product's document only.
 */
export const DOCS_INIT_JS = `'use strict';
window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '${openApiJson.path}',
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    filter: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    presets: [window.SwaggerUIBundle.presets.apis],
  });
});
`;
