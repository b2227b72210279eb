import { Statistic } from 'antd';
import { useMemo } from 'react';
import type { WarnData } from '@shared/contracts/billing';
import { LoadError } from '~/components/LoadError';
import type { WarnOverview } from '../api/warn-data.server';
import { expiryChartOption, expiryRows, occupancy, occupancyChartOption, type OverviewChartOption } from '../overview-chart';
import { yuanText } from '../warnings-view';
import { EChart } from './EChart';
import s from './Warnings.module.css';

const CHART_HEIGHT = 260;

type Card = { key: string; title: string; value: string | number; suffix?: string; tone: 'main' | 'warn'; wide?: 'always' | 'phone' };

function cards(d: WarnData): Card[] {
  const money = yuanText(d.total_money).replace(/ 元$/, '');
  return [
    { key: 'rooms', title: '房间总数', value: d.room_number, suffix: '间', tone: 'main' },
    { key: 'companies', title: '入驻企业', value: d.shop_number, suffix: '家', tone: 'main' },
    { key: 'warn', title: '房租预警', value: d.warn_number, suffix: '项', tone: 'warn' },
    { key: 'other', title: '其他预警', value: d.other_warn_number, suffix: '项', tone: 'warn' },
    { key: 'rate', title: '出租率', value: d.room_rate, suffix: '%', tone: 'main', wide: 'phone' },
    { key: 'money', title: '预警租金合计', value: money, suffix: '元', tone: 'warn', wide: 'always' },
  ];
}

/** The overview heading the rent warnings (warn_data): figures as cards, then two charts with their figures as text. */
export function Overview({ overview }: { overview: WarnOverview }) {
  const { data } = overview;
  const expiry = useMemo(() => (data ? expiryChartOption(data) : null), [data]);
  const rooms = useMemo(() => (data ? occupancyChartOption(data) : null), [data]);
  return (
    <section aria-labelledby="warn-overview" className={s.section}>
      <h2 id="warn-overview" className={s.heading}>
        园区概览
      </h2>
      {!data || !expiry || !rooms ? (
        <LoadError msg={overview.error ?? 'Error'} />
      ) : (
        <>
          <p className={s.asOf}>统计日期：{data.today}</p>
          <ul className={s.cards}>
            {cards(data).map((c) => (
              <li key={c.key} className={c.wide === 'always' ? s.wide : c.wide === 'phone' ? s.wideOnPhone : undefined}>
                <div className={`${s.card} ${c.tone === 'warn' ? s.cardWarn : s.cardMain}`}>
                  <Statistic title={c.title} value={c.value} suffix={c.suffix} />
                </div>
              </li>
            ))}
          </ul>
          <div className={s.charts}>
            <ExpiryFigure data={data} option={expiry} />
            <OccupancyFigure data={data} option={rooms} />
          </div>
        </>
      )}
    </section>
  );
}

function ExpiryFigure({ data, option }: { data: WarnData; option: OverviewChartOption }) {
  const rows = expiryRows(data);
  const leases = rows.reduce((n, r) => n + r.leases, 0);
  const fees = rows.reduce((n, r) => n + r.fees, 0);
  return (
    <figure className={s.figure} aria-labelledby="expiry-title">
      <h3 id="expiry-title" className={s.figureTitle}>
        未来 12 个月到期分布
      </h3>
      <p className={s.figureText}>
        共 {leases + fees} 项到期：房租 {leases} 项，服务费 {fees} 项。
      </p>
      <EChart option={option} height={CHART_HEIGHT} />
      <details className={s.dataTable}>
        <summary>查看数据表</summary>
        <table>
          <caption className="visually-hidden">未来 12 个月每月到期的房租与服务费数量</caption>
          <thead>
            <tr>
              <th scope="col">月份</th>
              <th scope="col">房租</th>
              <th scope="col">服务费</th>
              <th scope="col">合计</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row">{r.month}</th>
                <td>{r.leases}</td>
                <td>{r.fees}</td>
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function OccupancyFigure({ data, option }: { data: WarnData; option: OverviewChartOption }) {
  const o = occupancy(data);
  return (
    <figure className={s.figure} aria-labelledby="occupancy-title">
      <h3 id="occupancy-title" className={s.figureTitle}>
        出租情况
      </h3>
      <p className={s.figureText}>
        共 {o.total} 间：已出租 {o.leased} 间，空置 {o.vacant} 间，出租率 {o.rate}%。
      </p>
      <EChart option={option} height={CHART_HEIGHT} />
    </figure>
  );
}
