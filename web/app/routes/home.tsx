import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@shared/constants';
import type { SiteConfig } from '@shared/contracts/site';
import { POLICY_CATEGORIES } from '@shared/labels/articles';
import { STARTUP_TYPES } from '@shared/labels/services';
import { EmptyState } from '~/components/EmptyState';
import { BankIcon, BookIcon, ExperimentIcon, FileTextIcon, HomeIcon, RocketIcon } from '~/components/icons/services';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { SectionHead } from '~/components/SectionHead';
import { ServiceTiles, type ServiceTile } from '~/components/ServiceTiles';
import { paths } from '~/config/paths';
import { loadHomePolicy } from '~/features/articles/api/home-policy.server';
import { HomePolicyTabs } from '~/features/articles/components/HomePolicyTabs';
import { loadSampleCompanies } from '~/features/companies/api/directory.server';
import { CompanyCards } from '~/features/companies/components/CompanyCards';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoomSample } from '~/features/rooms/api/rooms.server';
import { RoomCards } from '~/features/rooms/components/RoomCards';
import { loadFinanceSample } from '~/features/services/api/finance.server';
import { loadTechCategories } from '~/features/services/api/technics.server';
import { loadTrainCategories } from '~/features/services/api/training.server';
import { FinanceCards } from '~/features/services/components/FinanceCards';
import { ApplyButton } from '~/features/auth/session/components/ApplyButton';
import { loadBanners, loadParkFigures, loadPartners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { ParkFigures } from '~/features/site/components/ParkFigures';
import { PartnerLogos } from '~/features/site/components/PartnerLogos';
import type { ListPage } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import { siteNameOf, useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';
import s from './home.module.css';

export async function loader({ context }: Route.LoaderArgs) {
  const [banners, policy, rooms, finance, companies, partners, figures, techCategories, trainCategories] = await Promise.all([
    loadBanners(context, 'home'),
    loadHomePolicy(context),
    loadRoomSample(context, PAGE_SIZE.homeRooms),
    loadFinanceSample(context, PAGE_SIZE.homeFinance),
    loadSampleCompanies(context, PAGE_SIZE.homeCompanies),
    loadPartners(context),
    loadParkFigures(context),
    loadTechCategories(context),
    loadTrainCategories(context),
  ]);
  return { banners, policy, rooms, finance, companies, partners, figures, techCategories, trainCategories };
}

export const meta = metaOf('首页', '园区企业服务门户：政策资讯、科技服务、创业服务、培训与孵化、房源租赁和企业入驻，一站办理。');

type Data = Route.ComponentProps['loaderData'];

/** The six service tiles (spec §1), each with a few of its categories or items. */
function serviceTiles(d: Data): ServiceTile[] {
  const tile = (key: string, title: string, href: string, icon: ReactNode, text: string, links: ServiceTile['links']) => ({
    key,
    title,
    href,
    icon,
    text,
    links: links.slice(0, 4),
  });
  return [
    tile(
      'information',
      '政策资讯',
      paths.information(),
      <FileTextIcon />,
      '科技、工信、人力资源政策，按季度查阅',
      POLICY_CATEGORIES.filter((c) => c.value).map((c) => ({ label: c.label, href: paths.information({ cat: c.value }) })),
    ),
    tile(
      'technics',
      '科技服务',
      paths.technics,
      <ExperimentIcon />,
      '检验检测、研发设计与技术转移',
      d.techCategories.map((c) => ({ label: c.name, href: paths.lists.technics({ first: c.id }) })),
    ),
    tile(
      'risk',
      '创业服务',
      paths.startups,
      <RocketIcon />,
      '工商财税、知识产权与政策申报',
      STARTUP_TYPES.filter((t) => t.value).map((t) => ({ label: t.label, href: paths.lists.startupList({ tab: t.value }) })),
    ),
    tile(
      'train',
      '培训服务',
      paths.train,
      <BookIcon />,
      '创业辅导、政策解读与技能提升活动',
      d.trainCategories.map((c) => ({ label: c.name, href: paths.lists.train({ cat: c.id }) })),
    ),
    tile(
      'finance',
      '孵化服务',
      paths.finance,
      <BankIcon />,
      '投融资对接与孵化支持',
      d.finance.items.map((f) => ({ label: f.name, href: paths.financeDetail(f.id) })),
    ),
    tile(
      'tenancy',
      '租赁服务',
      paths.rooms,
      <HomeIcon />,
      '园区房源的面积、楼层与工位',
      d.rooms.items.map((r) => ({ label: `${r.number} · ${r.area}㎡`, href: paths.roomDetail(r.id) })),
    ),
  ];
}

/** The park's service line, contact person and e-mail, those the settings have. */
function contactRows(config: Partial<SiteConfig>) {
  return [
    { label: '服务热线', value: config.phone, href: config.phone && `tel:${config.phone}` },
    { label: '联系人', value: config.people, href: '' },
    { label: '电子邮箱', value: config.email, href: config.email && `mailto:${config.email}` },
  ].filter((r) => r.value);
}

/** A home section's items, or its error with 重试, or '暂无数据'. */
function listOrState<T>(page: ListPage<T>, render: (items: T[]) => ReactNode) {
  if (page.items.length > 0) return render(page.items);
  if (!page.error) return <EmptyState />;
  return (
    <div className={s.state}>
      <LoadError msg={page.error} />
    </div>
  );
}

type SectionProps<T> = { id: string; title: string; more: string; page: ListPage<T>; children: (items: T[]) => ReactNode };

/** A home section of a list: its heading with 更多, then its items or state (listOrState). */
function ListSection<T>({ id, title, more, page, children }: SectionProps<T>) {
  return (
    <section aria-labelledby={id} data-reveal>
      <SectionHead id={id} title={title} more={{ to: more }} />
      {listOrState(page, children)}
    </section>
  );
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { config } = useRootData();
  const roomsSubject = { type: ConsultationType.LEASING, title: '园区房源租赁与入驻' };
  return (
    <>
      {/* The home banners; with none enabled, the 首页图片 (shouye_pic); with neither, the site's name. */}
      <ColumnHeader
        position="home"
        column={siteNameOf(config)}
        banners={d.banners}
        home
        fallback={
          <div className={s.hero}>
            <div className="container">
              <p className={s.heroTitle}>{siteNameOf(config)}</p>
            </div>
          </div>
        }
      />
      <h1 className="visually-hidden">{siteNameOf(config)}</h1>
      <div className={`container ${s.body}`}>
        <section aria-labelledby="home-services" data-reveal>
          <SectionHead id="home-services" title="园区服务" />
          <ServiceTiles tiles={serviceTiles(d)} />
        </section>

        <div className={s.split} data-reveal>
          <section className="panel" aria-label="政策与动态">
            {d.policy.error ? <LoadError msg={d.policy.error} /> : <HomePolicyTabs tabs={d.policy.tabs} />}
          </section>
          <section className={`panel ${s.consultation}`} aria-labelledby="home-consultation">
            <h2 id="home-consultation" className={s.consultationTitle}>
              咨询服务
            </h2>
            <p>对园区房源租赁、企业入驻有疑问？留下联系方式，工作人员会尽快与您联系。</p>
            <ConsultationButton subject={roomsSubject} label="在线咨询" loginRedirect />
            <dl className={s.contact}>
              {contactRows(config).map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <ListSection id="home-lease" title="租赁服务" more={paths.rooms} page={d.rooms}>
          {(items) => (
            <RoomCards
              items={items}
              level={3}
              min={240}
              action={(r) => (
                <ConsultationButton
                  subject={{ type: ConsultationType.LEASING, id: r.id, title: `${r.number} ${r.title}` }}
                  size="middle"
                  loginRedirect
                />
              )}
            />
          )}
        </ListSection>

        <ListSection id="home-finance" title="孵化服务" more={paths.finance} page={d.finance}>
          {(items) => <FinanceCards items={items} level={3} />}
        </ListSection>

        <section className={`panel ${s.movein}`} aria-labelledby="home-movein" data-reveal>
          <div className={s.moveinText}>
            <h2 id="home-movein" className={s.moveinTitle}>
              企业入驻
            </h2>
            <p>{config.qyrz_intro || config.ruzhu_detail || '欢迎优质企业入驻园区。'}</p>
            <div className={s.actions}>
              <ApplyButton />
              <LinkButton size="large" to={paths.company}>
                了解入驻企业
              </LinkButton>
            </div>
          </div>
          {d.figures && (
            <div className={s.moveinFigures}>
              <ParkFigures figures={d.figures} compact />
            </div>
          )}
        </section>

        <ListSection id="home-companies" title="入驻企业" more={paths.company} page={d.companies}>
          {(items) => <CompanyCards items={items} level={3} />}
        </ListSection>

        {d.partners.length > 0 && (
          <section aria-labelledby="home-partners" data-reveal>
            <SectionHead id="home-partners" title="合作伙伴" />
            <div className={s.partners}>
              <PartnerLogos partners={d.partners} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
