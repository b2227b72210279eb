import type { SiteConfig } from '@shared/contracts/site';

/** One or several values in a settings field ('0571-1 / 0571-2', 'a@x.cn；b@x.cn'). */
export function splitValues(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s*[/,，、;；]\s*/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A dialable tel: address (digits and a leading +; extensions after 转 or - are dropped only if marked). */
export function telHref(phone: string): string {
  const main = phone.split(/转|ext\.?|#/i)[0] ?? phone;
  return `tel:${main.replace(/[^\d+]/g, '')}`;
}

export type ContactRow = { key: 'people' | 'phone' | 'email' | 'address'; label: string; values: { text: string; href?: string }[] };

/** The park's contact details from the site settings (spec §3 people, phone, email, address); empty ones left out. */
export function contactRows(config: Partial<SiteConfig>): ContactRow[] {
  const rows: ContactRow[] = [
    { key: 'people', label: '联系人', values: splitValues(config.people).map((text) => ({ text })) },
    { key: 'phone', label: '联系电话', values: splitValues(config.phone).map((text) => ({ text, href: telHref(text) })) },
    { key: 'email', label: '电子邮箱', values: splitValues(config.email).map((text) => ({ text, href: `mailto:${text}` })) },
    { key: 'address', label: '办公地址', values: config.address?.trim() ? [{ text: config.address.trim() }] : [] },
  ];
  return rows.filter((r) => r.values.length > 0);
}

const CODE_LABELS: [RegExp, string][] = [
  [/wechat|weixin|wxpay|(^|[^a-z])wx([^a-z]|$)|微信/i, '微信支付'],
  [/alipay|zhifubao|zfb|支付宝/i, '支付宝'],
  [/unionpay|yunshanfu|ysf|云闪付/i, '云闪付'],
  [/bank|transfer|duigong|对公|银行/i, '对公转账'],
];

/** A payment code's name, read from its file name when it says (wechat-pay.svg → 微信支付); otherwise null. */
export function paymentCodeLabel(url: string): string | null {
  let file = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    file = decodeURIComponent(file);
  } catch {
    // A malformed escape: read the name as it is.
  }
  return CODE_LABELS.find(([re]) => re.test(file))?.[1] ?? null;
}

/** Each configured QR image with the label shown under it (收款码 N when the file name says nothing). */
export function paymentCodes(urls: readonly string[] | undefined): { url: string; label: string }[] {
  return (urls ?? []).filter((u) => u.trim()).map((url, i) => ({ url, label: paymentCodeLabel(url) ?? `收款码 ${i + 1}` }));
}
