import sanitizeHtml from 'sanitize-html';
import { absoluteUrl } from './urls';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/];
const LENGTH = [/^\d{1,4}(\.\d+)?(px|%)$/, /^auto$/];

const base: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'pre',
    'code',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  // Only plain values of harmless properties survive: no url(), expression(), positioning or display tricks.
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-size': [/^\d{1,2}(\.\d+)?(px|em|rem|pt)$/],
      'line-height': [/^\d(\.\d{1,2})?$/],
      'text-indent': [/^\d+(\.\d+)?(em|px)$/],
    },
    img: { width: LENGTH, height: LENGTH },
    table: { width: LENGTH },
    td: { width: LENGTH },
    th: { width: LENGTH },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An image left without an address (a data: or javascript: source removed) is dropped, not kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
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

export type UserRichText = {
  /** The clean HTML to store. */
  html: string;
  /** Image addresses kept, as `acceptImage` gave them back, in order. */
  images: string[];
  /** Image addresses `acceptImage` refused (foreign sites, data: URLs, files that are not uploads). */
  rejected: string[];
  /** No text and no image once cleaned (`<p><br></p>`, spaces, markup alone). */
  empty: boolean;
  /** What in the input could run or load code (`<script>`, `onclick`, `javascript:` …); callers refuse such text. */
  scripted: string[];
};

/** Elements that run, embed or restyle: their presence is refused, not just removed. */
const ACTIVE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
]);
/** Addresses that run code in the page, or an HTML document inside an address. */
const ACTIVE_URL = /^(javascript|vbscript|data:text\/html)/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc']);

/** The active parts of `html`, named for the message (at most a few). Plain markup, styles and images pass. */
function activeParts(name: string, attribs: Record<string, string>, found: string[]): void {
  const tag = name.toLowerCase();
  if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
  for (const [attr, value] of Object.entries(attribs)) {
    const a = attr.toLowerCase();
    if (a.startsWith('on')) found.push(`${tag} ${a}`);
    else if (a === 'style' && /expression\s*\(|javascript\s*:/i.test(value)) found.push(`${tag} style`);
    else if (URL_ATTRIBUTES.has(a)) {
      // Browsers ignore control characters and spaces inside a scheme ("jav&#x09;ascript:"): so does this check.
      const bare = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
      const scheme = ACTIVE_URL.exec(bare)?.[1];
      if (scheme) found.push(`${tag} ${a}=${scheme.toLowerCase()}${scheme.includes(':') ? '' : ':'}`);
    }
  }
}

/**
 * Rich text written by a company (the brief), cleaned before it is stored. On top of `sanitizeRichText`:
 * no frames of any kind (a third-party player on a government page would track its visitors), `h1` becomes
 * `h2` (the page has its own title), outside links are marked nofollow/ugc and cannot reach the opener, and
 * every image source goes through `acceptImage`, which returns the address to store or null to refuse it.
 */
export function sanitizeUserRichText(html: string, acceptImage: (src: string) => string | null): UserRichText {
  const images: string[] = [];
  const rejected: string[] = [];
  const scripted: string[] = [];
  const clean = sanitizeHtml(html, {
    ...base,
    onOpenTag: (name, attribs) => activeParts(name, attribs, scripted),
    allowedTags: [...(base.allowedTags as string[]), 'h1'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const outside = /^https?:/i.test(attribs.href ?? '');
        const { target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: outside ? { ...rest, target: '_blank', rel: 'nofollow ugc noopener noreferrer' } : rest,
        };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const accepted = src ? acceptImage(src) : null;
        if (!accepted) {
          if (src) rejected.push(src.slice(0, 200));
          const { src: _src, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        images.push(accepted);
        return { tagName, attribs: { ...attribs, src: accepted } };
      },
    },
  });
  return { html: clean, images, rejected, empty: images.length === 0 && plainText(clean) === '', scripted };
}

/** The visible text of sanitized HTML (tags dropped, spaces and &nbsp; trimmed). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|\u00a0|\u200b|\ufeff/g, ' ')
    .trim();
}

/** The image sources of HTML we stored ourselves (already sanitized). */
export function imageSources(html: string): string[] {
  const out: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: ['http', 'https'],
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src) out.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return out;
}
