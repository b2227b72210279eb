import { data } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { NotFoundHelp } from '~/components/NotFoundHelp';
import { paths } from '~/config/paths';
import { notFoundMeta } from '~/lib/not-found-meta';
import type { Route } from './+types/not-found';

/**
 * Any address no route claims (the guard lets unknown addresses through, except under /system): a helpful page
 * inside the public shell — the site's search and the main sections — with a real 404 status, never kept in the
 * page cache (it keeps 200 answers only) and kept out of search results.
 */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches, '页面不存在', '您访问的页面不存在。');

export default function NotFound() {
  return (
    <NotFoundHelp
      heading="页面不存在"
      crumbs={[{ label: '页面不存在' }]}
      title="页面不存在"
      subTitle="您访问的页面不存在或已下线，请检查地址，或搜索本站、从下面的栏目进入。"
      extra={
        <LinkButton variant="primary" to={paths.home}>
          返回首页
        </LinkButton>
      }
    />
  );
}
