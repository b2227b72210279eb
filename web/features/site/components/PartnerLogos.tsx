import type { Partner } from '@shared/contracts/site';
import s from './PartnerLogos.module.css';
import { localFileUrl } from '~/lib/file-url';

/** Partner logos (spec §1): each opens the partner's own site in a new tab. */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  return (
    <ul className={s.logos}>
      {partners.map((p) => (
        <li key={p.id}>
          <a href={p.href} target="_blank" rel="noopener noreferrer" className={s.logo} title={p.name}>
            <img src={localFileUrl(p.image)} alt={p.name} loading="lazy" decoding="async" width={300} height={100} />
            <span className="visually-hidden">（在新窗口打开）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
