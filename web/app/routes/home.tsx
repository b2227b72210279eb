import {
  BankOutlined, BookOutlined, ExperimentOutlined, FileTextOutlined, HomeOutlined, RocketOutlined, ShopOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { EmptyState } from '~/components/EmptyState';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { paths } from '~/config/paths';
import { loadPolicyPage } from '~/features/articles/api/policies.server';
import { PolicyHeadlines } from '~/features/articles/components/PolicyHeadlines';
import { pageMeta } from '~/lib/meta';
import { siteNameOf, useRootData } from '~/lib/root-data';
import type { Route } from './+types/home';
import s from './home.module.css';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPolicyPage(context, { cat: 0, quarter: 0, keyword: '', page: 1 }, 3);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '首页', '园区企业服务门户：政策资讯、科技服务、创业服务、培训与孵化、房源租赁和企业入驻，一站办理。');

const SECTIONS = [
  { to: paths.information(), icon: <FileTextOutlined />, title: '政策资讯', text: '科技、工信、人力资源政策，按季度查阅' },
  { to: paths.technics, icon: <ExperimentOutlined />, title: '科技服务', text: '技术转移、检验检测与知识产权服务' },
  { to: paths.risk, icon: <RocketOutlined />, title: '创业服务', text: '工商税务、知识产权与政策申报' },
  { to: paths.train, icon: <BookOutlined />, title: '培训服务', text: '园区培训课程与活动报名' },
  { to: paths.finance, icon: <BankOutlined />, title: '孵化服务', text: '投融资对接与孵化支持' },
  { to: paths.tenancy, icon: <HomeOutlined />, title: '租赁服务', text: '园区房源、面积与工位信息' },
  { to: paths.company, icon: <ShopOutlined />, title: '入驻企业', text: '了解入驻企业，在线申请入驻' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { config } = useRootData();
  const { items, error } = loaderData;
  return (
    <>
      <section className={s.hero}>
        <div className="container">
          <h1 className={s.heroTitle}>{siteNameOf(config)}</h1>
          <p className={s.heroText}>政策查询、企业服务、房源租赁与入驻申请，一站办理。</p>
          <div className={s.heroActions}>
            <LinkButton size="large" to={paths.information()}>查看政策资讯</LinkButton>
            <LinkButton size="large" ghost to={paths.company}>申请入驻园区</LinkButton>
          </div>
        </div>
      </section>
      <div className={`container ${s.body}`}>
        <section className={`panel ${s.latest}`} aria-labelledby="latest-heading">
          <div className={s.sectionHead}>
            <h2 id="latest-heading">最新政策</h2>
            <Link to={paths.information()}>更多政策 ›</Link>
          </div>
          {error && <LoadError msg={error} />}
          {items.length > 0 ? <PolicyHeadlines items={items} /> : !error && <EmptyState />}
        </section>
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className={s.servicesTitle}>园区服务</h2>
          <ul className={s.tiles}>
            {SECTIONS.map((t) => (
              <li key={t.title}>
                <Link to={t.to} className={s.tile}>
                  <span className={s.tileIcon} aria-hidden>{t.icon}</span>
                  <span className={s.tileTitle}>{t.title}</span>
                  <span className={s.tileText}>{t.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
