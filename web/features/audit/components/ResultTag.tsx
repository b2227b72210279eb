import { Tag } from 'antd';
import s from './Audit.module.css';

/** 成功 / 失败 with AA-contrast colours. */
export function ResultTag({ success }: { success: boolean }) {
  return (
    <span className={s.tagWrap}>
      <Tag className={`${s.tag} ${success ? s.ok : s.bad}`}>{success ? '成功' : '失败'}</Tag>
    </span>
  );
}
