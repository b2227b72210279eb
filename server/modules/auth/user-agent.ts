/** A browser a person recognises, read from a User-Agent header, e.g. 'Chrome 126 · Windows'. */

/** Most specific first: Edge, Opera and the Chinese in-app browsers also say "Chrome" and "Safari". */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['微信', /MicroMessenger\/(\d+)/],
  ['企业微信', /wxwork\/(\d+)/i],
  ['QQ浏览器', /QQBrowser\/(\d+)/],
  ['UC浏览器', /UCBrowser\/(\d+)/],
  ['360浏览器', /QihooBrowser\/(\d+)|360SE|360EE/],
  ['搜狗浏览器', /SE (\d+)\.X MetaSr|MetaSr/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\w+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['HarmonyOS', /HarmonyOS|OpenHarmony/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux/],
];

export const UNKNOWN_BROWSER = '未知浏览器';

export function browserLabel(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const m = ua.match(pattern);
    if (m) {
      browser = m[1] ? `${name} ${m[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? '';
  if (!browser && !system) return UNKNOWN_BROWSER;
  return [browser || UNKNOWN_BROWSER, system].filter(Boolean).join(' · ');
}
