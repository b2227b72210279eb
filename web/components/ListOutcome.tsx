import admin from './AdminPage.module.css';
import { LoadError } from './LoadError';

type Props = { keyword: string; total: number; error: string | null; unit?: string };

/** Above a back-office table: how many rows the keyword found (“…”的搜索结果，共 N 条), or why the list failed to load. */
export function ListOutcome({ keyword, total, error, unit = '条' }: Props) {
  return (
    <>
      {keyword && !error && (
        <p className={admin.summary}>
          “{keyword}”的搜索结果，共 {total} {unit}。
        </p>
      )}
      <LoadAlert error={error} />
    </>
  );
}

/** A back-office list's failed load (with 重试) in the page's alert frame; nothing when it loaded. */
export function LoadAlert({ error }: { error: string | null }) {
  return error ? (
    <div className={admin.alert}>
      <LoadError msg={error} />
    </div>
  ) : null;
}
