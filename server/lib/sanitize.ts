import sanitizeHtml from 'sanitize-html';
import { absoluteUrl } from './urls';

const base: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure',
    'figcaption', 'pre', 'code', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'text-indent': [/^\d+(\.\d+)?(em|px)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * Rich text as staff wrote it, minus anything that could run script or restyle the page. With a base
 * address, image sources lacking 'http' get it prepended (spec §9), so other clients can show them.
 */
export function sanitizeRichText(html: string, baseUrl?: string): string {
  return sanitizeHtml(html, {
    ...base,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(baseUrl && attribs.src ? { src: absoluteUrl(baseUrl, attribs.src) } : {}), loading: 'lazy' },
      }),
    },
  });
}
