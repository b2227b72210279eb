import { ComingSoon } from './ComingSoon';
import { PageHeader, type Crumb } from './PageHeader';

/** A public column's real shell (breadcrumb, heading) around the under-construction notice. */
export function PublicPlaceholder({ title, crumbs }: { title: string; crumbs?: Crumb[] }) {
  return (
    <div className="container">
      <PageHeader title={title} crumbs={crumbs ?? [{ label: title }]} />
      <div className="panel">
        <ComingSoon name={title} />
      </div>
    </div>
  );
}
