import { isRouteErrorResponse } from 'react-router';
import { MSG } from '@shared/messages';
import { detailCrumbs, type DetailKind } from './DetailPage';
import { LinkButton } from './LinkButton';
import { NotFoundHelp } from './NotFoundHelp';
import { PageHeader } from './PageHeader';
import { ResultState } from './ResultState';

type Props = { error: unknown; kind: DetailKind };

/**
 * A detail page's error: 404 for content that is not (or no longer) there, with the site's search and the main
 * sections as on any unknown address; otherwise the server's message.
 */
export function DetailError({ error, kind }: Props) {
  const { section, to: backTo } = kind;
  const crumbs = detailCrumbs(kind);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const back = (
    <LinkButton variant="primary" to={backTo}>
      返回{section}
    </LinkButton>
  );
  if (notFound) {
    return (
      <NotFoundHelp
        heading={section}
        crumbs={crumbs}
        title={MSG.notFound}
        subTitle="您要查看的内容可能已被撤下，或链接地址有误。"
        extra={back}
      />
    );
  }
  const msg = isRouteErrorResponse(error) && typeof error.data?.msg === 'string' ? error.data.msg : MSG.serverError;
  return (
    <div className="container">
      <PageHeader title={section} crumbs={crumbs} />
      <div className="panel">
        <ResultState status="warning" title={msg} subTitle="请稍后重试。" extra={back} />
      </div>
    </div>
  );
}

/** A detail route's ErrorBoundary for its kind. */
export const detailBoundary = (kind: DetailKind) =>
  function DetailBoundary({ error }: { error: unknown }) {
    return <DetailError error={error} kind={kind} />;
  };
