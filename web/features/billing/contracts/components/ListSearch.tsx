import { AdminSearch } from '~/components/AdminSearch';

type Props = {
  path: string;
  keyword: string;
  placeholder: string;
  /** Other filters the search keeps (the status filter); the page goes back to 1. */
  keep?: Record<string, string | number | undefined>;
  /** Where 清除 goes (the same filters without the keyword). */
  clearHref: string;
};

/** A GET form above a back-office table, so the keyword lives in the URL and works without JavaScript. */
export function ListSearch(props: Props) {
  return <AdminSearch id="contracts-keyword" {...props} />;
}
