import { data } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { PageHeader } from '~/components/PageHeader';
import { ResultState } from '~/components/ResultState';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

/** Any address no route claims: a friendly page inside the shell, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '页面不存在', '您访问的页面不存在。');

export default function NotFound() {
  return (
    <div className="container">
      <PageHeader title="页面不存在" crumbs={[{ label: '页面不存在' }]} />
      <div className="panel">
        <ResultState
          status="404"
          title="页面不存在"
          subTitle="您访问的页面不存在或已下线，请检查地址，或从导航进入。"
          extra={<LinkButton variant="primary" to={paths.home}>返回首页</LinkButton>}
        />
      </div>
    </div>
  );
}
