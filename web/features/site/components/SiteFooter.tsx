import type { ExternalLink, SiteConfig } from '@shared/contracts/site';
import { paths } from '~/config/paths';
import s from './SiteFooter.module.css';

type Props = { config: Partial<SiteConfig>; links: ExternalLink[]; siteName: string };

/** 公安备案 numbers are queried on the ministry's site by their digits. */
const gonganHref = (text: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${text.replace(/\D/g, '')}`;

/** External links, contact details and the site's identity (主办单位, ICP and 公安 filings, copyright). */
export function SiteFooter({ config, links, siteName }: Props) {
  const contact = [
    { label: '地址', value: config.address },
    { label: '电话', value: config.phone },
    { label: '邮箱', value: config.email },
  ].filter((c) => c.value);
  return (
    <footer className={s.footer}>
      <div className={`container ${s.columns}`}>
        {links.length > 0 && (
          <section aria-labelledby="footer-links" className={s.links}>
            <h2 id="footer-links" className={s.heading}>友情链接</h2>
            <ul>
              {links.map((l) => (
                <li key={l.id}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-contact" className={s.contact}>
          <h2 id="footer-contact" className={s.heading}>联系我们</h2>
          {contact.length === 0 && <p>{siteName}</p>}
          {contact.map((c) => (
            <p key={c.label}>
              {c.label}：{c.label === '电话' ? <a href={`tel:${c.value}`}>{c.value}</a> : c.label === '邮箱' ? <a href={`mailto:${c.value}`}>{c.value}</a> : c.value}
            </p>
          ))}
        </section>
      </div>
      <div className={s.identity}>
        <div className="container">
          <span>主办单位：{config.sponsor || siteName}</span>
          {config.beianhao && (
            <a href={paths.beian} target="_blank" rel="noopener noreferrer">
              {config.beianhao}
            </a>
          )}
          {config.gonganbeian && (
            <a href={gonganHref(config.gonganbeian)} target="_blank" rel="noopener noreferrer">
              {config.gonganbeian}
            </a>
          )}
          <span>{config.banquan || `© ${siteName}`}</span>
        </div>
      </div>
    </footer>
  );
}
