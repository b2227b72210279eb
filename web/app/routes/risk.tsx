import { EmptyState } from '~/components/EmptyState';
import { LoadError } from '~/components/LoadError';
import { SectionHead } from '~/components/SectionHead';
import { paths } from '~/config/paths';
import { loadStartupOverview } from '~/features/services/api/startups.server';
import { StartupCards } from '~/features/services/components/StartupCards';
import { loadBanners } from '~/features/site/api/site.server';
import { metaOf } from '~/lib/meta';
import { ColumnLanding } from '../column-page';
import type { Route } from './+types/risk';

export async function loader({ context }: Route.LoaderArgs) {
  const [sections, banners] = await Promise.all([loadStartupOverview(context), loadBanners(context, 'risk')]);
  return { sections, banners };
}

export const meta = metaOf('创业服务', '创业服务概览：工商注册与财税、知识产权、政策服务，助力初创企业落地园区。');

export default function Startups({ loaderData }: Route.ComponentProps) {
  const { sections, banners } = loaderData;
  return (
    <ColumnLanding position="risk" title="创业服务" banners={banners}>
      {sections.map((sec) => (
        <section key={sec.type} className="panel" aria-labelledby={`risk-${sec.type}`}>
          <SectionHead id={`risk-${sec.type}`} title={sec.label} more={{ to: paths.lists.startupList({ tab: sec.type }) }} />
          {sec.error && (
            <div style={{ marginTop: 16 }}>
              <LoadError msg={sec.error} />
            </div>
          )}
          {sec.items.length > 0 ? <StartupCards items={sec.items} level={3} /> : !sec.error && <EmptyState />}
        </section>
      ))}
    </ColumnLanding>
  );
}
