import { Radio } from 'antd';
import { ROLE_CHOICES } from '../members-view';
import s from './Members.module.css';

type Props = { id?: string; value?: number; onChange?: (role: number) => void; 'aria-label'?: string };

/** The three roles as radio buttons, each with what it is for (MEMBER_ROLE_HINT); an antd Form control. */
export function RolePicker({ id, value, onChange, ...rest }: Props) {
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(Number(e.target.value))}
      className={s.roles}
      aria-label={rest['aria-label']}
    >
      {ROLE_CHOICES.map((r) => (
        <Radio key={r.value} value={r.value}>
          {r.label}
          <span className={s.hint}>{r.hint}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
