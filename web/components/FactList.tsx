import type { ReactNode } from 'react';

/** One label and its value, as cards and detail pages list them (服务机构、咨询次数…). */
export type Fact = { label: string; value: ReactNode };

/** A count as the cards and detail pages show it: 咨询次数 / 浏览次数 "N 次". */
export const countFact = (label: string, count: number): Fact => ({ label, value: `${count} 次` });

/** An optional fact: shown only when the field is filled in (spread it into the list). */
export const factIf = (label: string, value: string): Fact[] => (value ? [{ label, value }] : []);

type Props<F extends Fact> = { facts: F[]; className?: string; rowClassName?: string | ((fact: F) => string) };

/** Facts as a description list, a row (dt, dd) each; the caller's stylesheet lays out the list and its rows. */
export function FactList<F extends Fact>({ facts, className, rowClassName }: Props<F>) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className={typeof rowClassName === 'function' ? rowClassName(f) : rowClassName}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
