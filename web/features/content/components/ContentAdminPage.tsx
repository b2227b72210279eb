import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  CONTENT_STATES,
  ContentState,
  type ContentAdminItem,
  type ContentOptions,
} from '@shared/contracts/content-admin';
import { FilterLinks, type FilterOption } from '~/components/FilterLinks';
import { PublishingAdmin } from '~/components/PublishingAdmin';
import type { ListPage } from '~/lib/list-load.server';
import { contentAdminApi } from '../api/content-admin';
import { contentHref, type ContentQuery } from '../content-query';
import { deferred, useIdlePreload } from '~/components/deferred';
import type { RenderImage, UploadImage } from './ContentFormDrawer';

// The kind's form (antd's inputs, date and number pickers): a chunk of its own, fetched once the page is idle (issue 34).
const ContentFormDrawer = deferred(() => import('./ContentFormDrawer').then((m) => m.ContentFormDrawer));

type Props = {
  path: string;
  query: ContentQuery;
  page: ListPage<ContentAdminItem>;
  options: ContentOptions;
  renderImage: RenderImage;
  uploadImage: UploadImage;
};

/**
 * /system/content (内容编辑): a link per kind (通知公告 … 房源; links, so the kind is in the URL), then the shared publishing page with the state
 * filter and the kind's form.
 */
export function ContentAdminPage({ path, query, page, options, renderImage, uploadImage }: Props) {
  useIdlePreload(ContentFormDrawer);
  const kind = query.kind;
  const noun = CONTENT_KINDS[kind].label;
  const option = (key: string, label: string, state: ContentQuery['state']): FilterOption => ({
    key,
    label,
    href: contentHref(path, { ...query, page: 1, state }),
    active: query.state === state,
  });
  const stateOptions = [
    option('all', '全部', null),
    ...CONTENT_STATES.filter((x) => x.value !== ContentState.DELETED).map((x) => option(String(x.value), x.label, x.value)),
  ];
  const hidden: Record<string, string | number> = {
    kind,
    ...(query.trash ? { view: 'trash' } : query.state !== null ? { state: query.state } : {}),
  };

  return (
    <>
      <FilterLinks
        rows={[
          {
            label: '类型',
            options: CONTENT_KIND_NAMES.map((k) => ({
              key: k,
              label: CONTENT_KINDS[k].label,
              href: contentHref(path, { kind: k }),
              active: k === kind,
            })),
          },
        ]}
      />
      <PublishingAdmin<ContentAdminItem, ContentQuery>
        key={kind}
        noun={noun}
        list={page}
        query={query}
        hrefFor={(q) => contentHref(path, { ...q, kind })}
        searchAction={path}
        hidden={hidden}
        searchPlaceholder={`搜索${noun}`}
        filters={<FilterLinks rows={[{ label: '状态', options: stateOptions }]} />}
        subtitle={(i) => i.subtitle}
        api={contentAdminApi(kind)}
        renderForm={(target, close, saved) => (
          <ContentFormDrawer
            active={target !== null}
            target={target}
            onClose={close}
            onSaved={saved}
            kind={kind}
            options={options}
            renderImage={renderImage}
            uploadImage={uploadImage}
          />
        )}
      />
    </>
  );
}
