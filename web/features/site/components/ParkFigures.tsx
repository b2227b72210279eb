import type { ParkFigures as Figures } from '../api/site.server';
import s from './ParkFigures.module.css';

/** The park in numbers (show_dataone), as large figures with their units. */
export function ParkFigures({ figures, compact = false }: { figures: Figures; compact?: boolean }) {
  const items = [
    { label: '入驻企业', value: figures.shop_number, unit: '家' },
    { label: '园区房源', value: figures.room_number, unit: '间' },
    { label: '可租房源', value: figures.vacant_room_number, unit: '间' },
    { label: '服务项目', value: figures.service_number, unit: '项' },
    { label: '政策资讯', value: figures.policy_number, unit: '条' },
    { label: '培训活动', value: figures.train_number, unit: '场' },
  ];
  return (
    <dl className={compact ? `${s.figures} ${s.compact}` : s.figures}>
      {items.map((f) => (
        <div key={f.label} className={s.figure}>
          <dt className={s.label}>{f.label}</dt>
          <dd className={s.value}>
            <span className={s.number}>{f.value}</span>
            <span className={s.unit}>{f.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
