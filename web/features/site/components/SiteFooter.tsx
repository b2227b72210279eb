import type { ExternalLink, SiteConfig } from '@shared/contracts/site';
import { Titled } from '~/components/Titled';
import { paths } from '~/config/paths';
import { govSiteMarkHref, policeFilingHref } from '../identity';
import s from './SiteFooter.module.css';

type Props = { config: Partial<SiteConfig>; links: ExternalLink[]; siteName: string };

const NEW_WINDOW = <span className="visually-hidden">（在新窗口打开）</span>;

/** The 公安 filing icon (a shield with the police star), drawn here: no image from another site. */
function PoliceFilingIcon() {
  return (
    <svg className={s.policeFilingIcon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 1.5 17 4v5.2c0 4.3-2.9 7.7-7 9.3-4.1-1.6-7-5-7-9.3V4l7-2.5Z" fill="#1f5fbf" stroke="#f2c94c" strokeWidth="1.2" />
      <path d="m10 5.2 1.2 2.6 2.8.3-2.1 1.9.6 2.8L10 11.4l-2.5 1.4.6-2.8-2.1-1.9 2.8-.3L10 5.2Z" fill="#f2c94c" />
    </svg>
  );
}

/** The red 党政机关网站标识 (a star above the words), linking to 中央编办's verification page. */
function GovSiteMark({ id }: { id: string }) {
  return (
    <a
      className={s.govSiteMark}
      href={govSiteMarkHref(id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="党政机关网站标识：查看网站开办单位认证信息（在新窗口打开）"
    >
      <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="m10 1.5 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.4l-5.1 2.8L6 11.5l-4.3-4 5.8-.7L10 1.5Z" fill="#ffd34d" />
      </svg>
      <span aria-hidden="true">党政机关</span>
    </a>
  );
}

/**
 * External links, contact details and the site's identity (issue 14, the government web-page rules): 主办单位,
 * 网站标识码, the ICP number linked to the MIIT registry, the 公安 number with its icon linked to the ministry's
 * record, the 党政机关网站标识 where the settings have its id, and the copyright.
 */
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
          <Titled id="footer-links" title="友情链接" className={s.links} headingClassName={s.heading}>
            <ul>
              {links.map((l) => (
                <li key={l.id}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          </Titled>
        )}
        <Titled id="footer-contact" title="联系我们" className={s.contact} headingClassName={s.heading}>
          {contact.length === 0 && <p>{siteName}</p>}
          {contact.map((c) => (
            <p key={c.label}>
              {c.label}：
              {c.label === '电话' ? (
                <a href={`tel:${c.value}`}>{c.value}</a>
              ) : c.label === '邮箱' ? (
                <a href={`mailto:${c.value}`}>{c.value}</a>
              ) : (
                c.value
              )}
            </p>
          ))}
        </Titled>
      </div>
      <div className={s.identity} data-testid="site-identity">
        <div className={`container ${s.identityRow}`}>
          {config.dangzheng && <GovSiteMark id={config.dangzheng} />}
          <div className={s.identityText}>
            <p className={s.line}>
              <span>主办单位：{config.sponsor || siteName}</span>
              {config.site_code && <span>网站标识码：{config.site_code}</span>}
            </p>
            <p className={s.line}>
              {config.beianhao && (
                <a href={paths.beian} target="_blank" rel="noopener noreferrer">
                  {config.beianhao}
                  {NEW_WINDOW}
                </a>
              )}
              {config.gonganbeian && (
                <a className={s.policeFiling} href={policeFilingHref(config.gonganbeian)} target="_blank" rel="noopener noreferrer">
                  <PoliceFilingIcon />
                  {config.gonganbeian}
                  {NEW_WINDOW}
                </a>
              )}
            </p>
            <p className={s.line}>
              <span>{config.banquan || `© ${siteName}`}</span>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
