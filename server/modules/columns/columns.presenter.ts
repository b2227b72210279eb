import { COLUMN_FRESHNESS_DEFAULTS, COLUMN_STATE_LABEL, COLUMNS, type ColumnOverviewItem } from '../../../shared/contracts/columns';
import { formatDateTime } from '../../lib/dates';
import { columnState, daysSince, type ColumnLimits, type LastUpdates } from './columns.service';

/** The overview's rows, in the columns' order. */
export function presentColumnsOverview(last: LastUpdates, limits: ColumnLimits, now: Date): ColumnOverviewItem[] {
  return COLUMNS.map((c) => {
    const at = last[c.key];
    const days = at ? daysSince(at, now) : null;
    const state = columnState(days, limits[c.key]);
    return {
      key: c.key,
      name: c.name,
      basis: c.basis,
      last_update: formatDateTime(at),
      days_since: days,
      limit_days: limits[c.key],
      default_days: COLUMN_FRESHNESS_DEFAULTS[c.key],
      state,
      state_name: COLUMN_STATE_LABEL[state],
    };
  });
}
