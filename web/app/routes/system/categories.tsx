import { paths } from '~/config/paths';
import { loadCategories } from '~/features/categories/api/categories.server';
import { CategoriesPage } from '~/features/categories/components/CategoriesPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/categories';

/** 分类管理 (category_list for both kinds; both are short): the tab from the URL (?tab=train). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get('tab') === 'train' ? ('train' as const) : ('tech' as const);
  const [tech, train] = await Promise.all([loadCategories(context, 'tech'), loadCategories(context, 'train')]);
  return { tab, lists: { tech, train } };
}

export const meta = metaOf('分类管理 - 管理后台', '科技服务两级分类与培训分类。');

/** 分类管理 (issue 13): the content editor's categories of technical services and training. */
export default function SystemCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage path={paths.system.categories} tab={loaderData.tab} lists={loaderData.lists} />;
}
