import { paths } from '~/config/paths';
import { loadContentAdmin } from '~/features/content/api/content-admin.server';
import { ContentAdminPage } from '~/features/content/components/ContentAdminPage';
import { parseContentQuery } from '~/features/content/content-query';
import { LazyImageUpload } from '~/features/uploads/components/LazyImageUpload';
import { useUploadImage } from '~/features/uploads/use-upload-image';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/content';

/** 内容发布: the kind, keyword, state, trash and page from the URL; the form's category options. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseContentQuery(new URL(request.url).searchParams);
  return { query, ...(await loadContentAdmin(context, query)) };
}

export const meta = metaOf('内容发布 - 管理后台', '通知公告、新闻动态、各类服务、培训活动与房源的草稿、发布、定时发布、下线与回收站。');

/** 内容发布 (issue 13): the content editor's page for everything public but policies; images as staff site images. */
export default function SystemContent({ loaderData }: Route.ComponentProps) {
  const uploadImage = useUploadImage('site_image');
  return (
    <ContentAdminPage
      path={paths.system.content}
      {...loaderData}
      renderImage={(p) => <LazyImageUpload active {...p} kind="site_image" />}
      uploadImage={uploadImage}
    />
  );
}
