import { publicShopNumber } from '@shared/labels/site';
import { EmptyState } from '~/components/EmptyState';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { SectionHead } from '~/components/SectionHead';
import { paths } from '~/config/paths';
import { loadSampleCompanies } from '~/features/companies/api/directory.server';
import { CompanyCards } from '~/features/companies/components/CompanyCards';
import { ApplyButton } from '~/features/auth/session/components/ApplyButton';
import { loadBanners, loadParkFigures } from '~/features/site/api/site.server';
import { metaOf } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { ColumnLanding } from '../column-page';
import type { Route } from './+types/company';
import s from './company.module.css';

/** How many sample companies the landing shows (two rows of three). */
const SAMPLE_SIZE = 6;

export async function loader({ context }: Route.LoaderArgs) {
  const [banners, figures, companies] = await Promise.all([
    loadBanners(context, 'company'),
    loadParkFigures(context),
    loadSampleCompanies(context, SAMPLE_SIZE),
  ]);
  return { banners, figures, companies };
}

export const meta = metaOf('入驻企业', '园区入驻企业介绍与在线入驻申请：了解园区企业，提交入驻申请，园区将尽快审核。');

export default function Company({ loaderData }: Route.ComponentProps) {
  const { banners, figures, companies } = loaderData;
  const { config, user } = useRootData();
  // The directory (/company_list) is for signed-in people (spec §2): a visitor is told before the click.
  const more = user ? '查看更多企业' : '登录后查看更多企业';
  // show_dataone's figure (the 入驻企业数 setting or the live count); should it fail, the same rule on what is at hand.
  const count = figures?.shop_number ?? publicShopNumber(config.shop_number, companies.total);
  return (
    <ColumnLanding position="company" title="入驻企业" banners={banners}>
      <section className={`panel ${s.intro}`} aria-labelledby="company-apply" data-reveal>
        <div className={s.count}>
          <p>
            已有<strong>{count}</strong>家企业入驻园区
          </p>
        </div>
        <div className={s.text}>
          <h2 id="company-apply">申请入驻园区</h2>
          <p>{config.ruzhu_detail || '一站式入驻服务，助力企业扎根园区、加速成长。'}</p>
          <ApplyButton label="立即申请入驻" />
        </div>
      </section>
      <section className="panel" aria-labelledby="company-samples" data-reveal>
        <SectionHead id="company-samples" title="园区企业" more={{ to: paths.companyList, label: user ? undefined : '登录后查看' }} />
        {companies.error && (
          <div style={{ marginTop: 16 }}>
            <LoadError msg={companies.error} />
          </div>
        )}
        {companies.items.length > 0 ? <CompanyCards items={companies.items} level={3} /> : !companies.error && <EmptyState />}
        <div className={s.more}>
          <LinkButton to={paths.companyList} size="large">
            {more}
          </LinkButton>
        </div>
      </section>
    </ColumnLanding>
  );
}
