import { LinkButton } from '~/components/LinkButton';
import { CardGrid } from '~/components/MediaCard';
import { SectionHead } from '~/components/SectionHead';
import type { SpaceCardView } from '../space-card';
import s from './SpaceCards.module.css';
import { localFileUrl } from '~/lib/file-url';

/** Who is looking: a visitor is asked to sign in, a company user books, staff only read. */
export type SpaceViewer = 'visitor' | 'personal' | 'staff';

/** A fact's parts, each on a line of its own (the fees; each group of days' opening hours). */
function Lines({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((p) => (
        <span key={p} className={s.line}>
          {p}
        </span>
      ))}
    </>
  );
}

/** A room without a picture: a table and chairs, drawn quietly. */
function Placeholder() {
  return (
    <span className={s.placeholder}>
      <svg viewBox="0 0 64 48" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden focusable="false">
        <rect x="14" y="18" width="36" height="12" rx="2" />
        <path d="M20 30v10M44 30v10" />
        <circle cx="10" cy="24" r="4" />
        <circle cx="54" cy="24" r="4" />
        <circle cx="24" cy="10" r="4" />
        <circle cx="40" cy="10" r="4" />
      </svg>
    </span>
  );
}

function SpaceCard({ space, viewer }: { space: SpaceCardView; viewer: SpaceViewer }) {
  const { pic, place, opening } = space;
  // A plain box in the list's item (the room list's cards are the page's articles).
  return (
    <div className={s.card}>
      <div className={s.media}>
        {pic ? <img src={localFileUrl(pic)} alt={space.name} loading="lazy" decoding="async" /> : <Placeholder />}
      </div>
      <div className={s.body}>
        <h3 className={s.title} id={`space-${space.id}-name`}>
          {space.name}
        </h3>
        {place && <p className={s.place}>{place}</p>}
        <dl className={s.facts}>
          <div className={s.fact}>
            <dt>容纳</dt>
            <dd>{space.capacity} 人</dd>
          </div>
          <div className={s.fact}>
            <dt>开放时间</dt>
            <dd>{opening.length ? <Lines parts={opening} /> : '暂不开放'}</dd>
          </div>
          <div className={s.fact}>
            <dt>费用</dt>
            <dd>
              <Lines parts={space.fees} />
            </dd>
          </div>
        </dl>
        {space.equipment.length > 0 && (
          <ul className={s.tags} aria-label={`${space.name}的设备`}>
            {space.equipment.map((e) => (
              <li key={e} className={s.tag}>
                {e}
              </li>
            ))}
          </ul>
        )}
        {viewer !== 'staff' && (
          <div className={s.actions}>
            {viewer === 'personal' ? (
              <LinkButton variant="primary" to={space.bookHref} aria-label={`预约${space.name}`}>
                预约
              </LinkButton>
            ) : (
              <LinkButton to={space.loginHref} aria-label={`登录后预约${space.name}`}>
                登录后预约
              </LinkButton>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

type Props = { spaces: SpaceCardView[]; viewer: SpaceViewer };

/**
 * 租赁服务's 共享会议室 (issue 33): the park's meeting rooms, training rooms and halls as cards — picture (or a quiet
 * drawing), name, place, capacity, opening hours, the free hours and the price beyond them, the equipment — each with
 * 登录后预约 for a visitor or 预约 for a company user. Nothing when there are none (or they could not be had).
 */
export function SpaceCards({ spaces, viewer }: Props) {
  if (spaces.length === 0) return null;
  return (
    <section className={`panel ${s.section}`} aria-labelledby="shared-spaces-title">
      <SectionHead id="shared-spaces-title" title="共享会议室" />
      <p className={s.intro}>园区的会议室、培训室和路演厅向入驻企业开放，每家企业每月有免费使用时长，登录后可在线预约。</p>
      <CardGrid min={250}>
        {spaces.map((space) => (
          <li key={space.id}>
            <SpaceCard space={space} viewer={viewer} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
