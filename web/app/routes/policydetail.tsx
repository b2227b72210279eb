import { data } from 'react-router';
import { ARTICLE_TYPES, ArticleType } from '@shared/labels/articles';
import { detailBoundary } from '~/components/DetailError';
import { DetailPage, detailMeta } from '~/components/DetailPage';
import { loadDetail } from '~/features/articles/api/detail.server';
import { articleKind, policyKind } from '~/features/articles/detail-kind';
import { ArticleView } from '~/features/articles/components/ArticleView';
import { FileLinks } from '~/features/articles/components/FileLinks';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { siteNameFrom } from '~/lib/meta';
import type { Route } from './+types/policydetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await loadDetail(context, new URL(request.url).searchParams);
  if (!result.ok) throw data({ msg: result.msg }, { status: result.status });
  return result.view;
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (view, matches) => {
    const item = view.item;
    const column = view.kind === 'policy' ? '政策资讯' : (ARTICLE_TYPES.find((t) => t.value === view.type)?.label ?? '');
    const article = { title: item.title, pubDate: item.release_time, source: item.source || siteNameFrom(matches) };
    return { title: item.title, description: item.summary || item.title, options: { column, article } };
  });

export default function PolicyDetailPage({ loaderData: view }: Route.ComponentProps) {
  const item = view.item;
  // Policies have no consultation type of their own (spec §3): they go to 创业服务 (which includes 政策服务),
  // naming the policy in the content so staff know what is asked about.
  const subject = { type: ConsultationType.STARTUP, title: item.title, note: `关于《${item.title}》：` };
  return (
    <DetailPage
      kind={view.kind === 'article' ? articleKind(view.type) : policyKind}
      bandAction={<ConsultationButton subject={subject} onDark />}
    >
      <ArticleView
        title={item.title}
        subtitles={view.kind === 'policy' ? [view.item.small_title, view.item.small_title1] : []}
        releaseTime={item.release_time}
        source={view.kind === 'article' && view.type === ArticleType.NEWS ? item.source : undefined}
        html={item.content}
      >
        {view.kind === 'policy' && <FileLinks files={view.item.file_href} />}
      </ArticleView>
    </DetailPage>
  );
}

export const ErrorBoundary = detailBoundary(policyKind);
