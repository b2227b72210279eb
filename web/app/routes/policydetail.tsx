import { data } from 'react-router';
import { ARTICLE_TYPES, ArticleType } from '@shared/labels/articles';
import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadDetail } from '~/features/articles/api/detail.server';
import { ArticleView } from '~/features/articles/components/ArticleView';
import { FileLinks } from '~/features/articles/components/FileLinks';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { pageMeta, siteNameFrom } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/policydetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await loadDetail(context, new URL(request.url).searchParams);
  if (!result.ok) throw data({ msg: result.msg }, { status: result.status });
  return result.view;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData || error) return notFoundMeta(matches, MSG.notFound, MSG.notFound);
  const item = loaderData.item;
  const column = loaderData.kind === 'policy' ? '政策资讯' : (ARTICLE_TYPES.find((t) => t.value === loaderData.type)?.label ?? '');
  return pageMeta(matches, item.title, item.summary || item.title, {
    column,
    article: { title: item.title, pubDate: item.release_time, source: item.source || siteNameFrom(matches) },
  });
};

const crumbs = [{ label: '政策资讯', to: paths.information() }, { label: '详情' }];

export default function PolicyDetailPage({ loaderData: view }: Route.ComponentProps) {
  const { config } = useRootData();
  const item = view.item;
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ArticleView
          title={item.title}
          subtitles={view.kind === 'policy' ? [view.item.small_title, view.item.small_title1] : []}
          releaseTime={item.release_time}
          source={view.kind === 'article' && view.type === ArticleType.NEWS ? item.source : undefined}
          html={item.content}
        >
          {view.kind === 'policy' && <FileLinks files={view.item.file_href} />}
        </ArticleView>
      </div>
      <DetailBanner
        text={config.new_detail || '对政策有疑问？园区工作人员为您解答。'}
        action={
          // Policies have no consultation type of their own (spec §3): they go to 创业服务 (which includes 政策服务),
          // naming the policy in the content so staff know what is asked about.
          <ConsultButton subject={{ type: ConsultType.STARTUP, title: item.title, note: `关于《${item.title}》：` }} onDark />
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="政策资讯" crumbs={crumbs} backTo={paths.information()} />;
}
