import { paths } from '~/config/paths';
import { loadAdminPolicies } from '~/features/articles/api/policies-admin.server';
import { PolicyAdminPage } from '~/features/articles/components/PolicyAdminPage';
import { parsePolicyAdminQuery } from '~/features/articles/policy-admin-query';
import { useUploadImage } from '~/features/uploads/use-upload-image';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/policies';

/** 政策资讯 (policy_list, or policy_trash with view=trash): keyword, category, state and page from the URL. */
export const loader = listLoader(parsePolicyAdminQuery, loadAdminPolicies);

export const meta = metaOf('政策资讯 - 管理后台', '政策资讯的草稿、发布、定时发布、下线与回收站。');

/** 政策资讯管理 (issue 13): the content editor's page; images in the body go up as staff site images. */
export default function SystemPolicies({ loaderData }: Route.ComponentProps) {
  const uploadImage = useUploadImage('site_image');
  return <PolicyAdminPage path={paths.system.policies} query={loaderData.query} page={loaderData.page} uploadImage={uploadImage} />;
}
