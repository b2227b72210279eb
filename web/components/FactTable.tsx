import type { ReactNode } from 'react';
import s from './FactTable.module.css';

/** A fact that fills a whole row of the table (both pairs of columns from md up). */
export const WIDE = 'wide' as const;

/** One fact: its label and value; `span` WIDE for a long value (an address, a remark) that takes a row of its own. */
export type Fact = { key: string; label: ReactNode; children: ReactNode; span?: 1 | typeof WIDE };

/**
 * Which facts end a row early on a wide screen (two facts a row from md up): a wide fact takes its own row, and a fact
 * left alone before it, or at the end, stretches to the row's end, so every row is whole and the lines meet.
 */
export function factLayout(items: readonly Pick<Fact, 'span'>[]): ('wide' | 'fill' | 'half')[] {
  const out: ('wide' | 'fill' | 'half')[] = [];
  let alone = false;
  items.forEach((item, i) => {
    if (item.span === WIDE) {
      if (alone) out[i - 1] = 'fill';
      out.push('wide');
      alone = false;
    } else {
      out.push('half');
      alone = !alone;
    }
  });
  if (alone) out[out.length - 1] = 'fill';
  return out;
}

/**
 * A record's facts as a bordered table of label and value (antd's bordered Descriptions in plain markup): one pair a
 * row on a phone, two from md up; a description list, so a screen reader reads each label with its value.
 */
export function FactTable({ items }: { items: readonly Fact[] }) {
  const layout = factLayout(items);
  return (
    <dl className={s.facts}>
      {items.map((item, i) => (
        <div key={item.key} className={layout[i] === 'half' ? s.fact : `${s.fact} ${s.whole}`}>
          <dt className={s.label}>{item.label}</dt>
          <dd className={s.value}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
