import { POLICY_CATEGORIES } from '@shared/contracts/articles';
import { POLICY_STATES, PolicyState, type PolicyAdminItem } from '@shared/contracts/policies-admin';
import { FilterLinks, type FilterOption } from '~/components/FilterLinks';
import { PublishingAdmin } from '~/components/PublishingAdmin';
import type { ListPage } from '~/lib/list-load.server';
import { policyAdminApi } from '../api/policies-admin';
import { policyAdminHref, type PolicyAdminQuery } from '../policy-admin-query';
import { deferred, useIdlePreload } from '~/components/deferred';
import type { UploadImage } from './PolicyFormDrawer';

// The policy form (antd's inputs, attachments, the editor's frame): a chunk of its own, fetched once the page is idle (issue 34).
const PolicyFormDrawer = deferred(() => import('./PolicyFormDrawer').then((m) => m.PolicyFormDrawer));

type Props = { path: string; query: PolicyAdminQuery; page: ListPage<PolicyAdminItem>; uploadImage: UploadImage };

/**
 * /system/policies (内容编辑): the shared publishing page (web/components/PublishingAdmin) with the policies'
 * category and state filters, the view count, and the policy form with attachments.
 */
export function PolicyAdminPage({ path, query, page, uploadImage }: Props) {
  useIdlePreload(PolicyFormDrawer);
  const option = (key: string, label: string, q: Partial<PolicyAdminQuery>, active: boolean): FilterOption => ({
    key,
    label,
    href: policyAdminHref(path, { ...query, page: 1, ...q }),
    active,
  });
  const categoryOptions = POLICY_CATEGORIES.map((c) => option(String(c.value), c.label, { category: c.value }, query.category === c.value));
  const stateOptions = [
    option('all', '全部', { state: null }, query.state === null),
    ...POLICY_STATES.filter((x) => x.value !== PolicyState.DELETED).map((x) =>
      option(String(x.value), x.label, { state: x.value }, query.state === x.value),
    ),
  ];
  const hidden: Record<string, string | number> = query.trash
    ? { view: 'trash' }
    : { ...(query.category > 0 ? { category: query.category } : {}), ...(query.state !== null ? { state: query.state } : {}) };

  return (
    <PublishingAdmin<PolicyAdminItem, PolicyAdminQuery>
      noun="政策"
      list={page}
      query={query}
      hrefFor={(q) => policyAdminHref(path, q)}
      searchAction={path}
      hidden={hidden}
      searchPlaceholder="搜索标题、摘要、来源"
      filters={
        <FilterLinks
          rows={[
            { label: '分类', options: categoryOptions },
            { label: '状态', options: stateOptions },
          ]}
        />
      }
      columns={[{ title: '浏览', dataIndex: 'view_count', width: 70 }]}
      subtitle={(i) => i.category_name}
      api={policyAdminApi}
      renderForm={(target, close, saved) => (
        <PolicyFormDrawer active={target !== null} target={target} uploadImage={uploadImage} onClose={close} onSaved={saved} />
      )}
    />
  );
}
