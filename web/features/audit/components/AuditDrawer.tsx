import { Descriptions, Drawer } from 'antd';
import { auditActorText, type AuditItem } from '@shared/contracts/audit';
import s from './Audit.module.css';
import { ResultTag } from './ResultTag';

type Props = { item: AuditItem | null; onClose: () => void };

const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Before → after side by side: every field of either side, the changed ones marked. */
function Diff({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <table className={s.diff} aria-label="变更前后对比">
      <thead>
        <tr>
          <th scope="col" className={s.field}>
            字段
          </th>
          <th scope="col">变更前</th>
          <th scope="col">变更后</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => {
          const [b, a] = [text(before?.[f]), text(after?.[f])];
          const changed = b !== a;
          return (
            <tr key={f} className={changed ? s.changed : undefined}>
              <th scope="row">
                {f}
                {changed && <span className="visually-hidden">（已变更）</span>}
              </th>
              <td>{before ? b || '（空）' : '（无）'}</td>
              <td className={s.after}>{after ? a || '（空）' : '（无）'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The whole record of one audit line. */
export function AuditDrawer({ item, onClose }: Props) {
  return (
    <Drawer title={item ? `审计记录 #${item.id}` : '审计记录'} open={!!item} onClose={onClose} size="min(760px, 100vw)" destroyOnHidden>
      {item && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="时间">{item.at}</Descriptions.Item>
            <Descriptions.Item label="操作人">
              {auditActorText(item)}
              {item.actor_id !== null && `（账号编号 ${item.actor_id}）`}
            </Descriptions.Item>
            <Descriptions.Item label="当时角色">{item.role_names || '未记录'}</Descriptions.Item>
            <Descriptions.Item label="操作">
              {item.action_name}
              {item.action_name !== item.action && <span className={s.code}>（{item.action}）</span>}
            </Descriptions.Item>
            <Descriptions.Item label="对象">{item.object_type ? `${item.object_type_name} ${item.object_id}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="结果">
              <ResultTag success={item.success} />
            </Descriptions.Item>
            <Descriptions.Item label="来源地址">{item.ip || '—'}</Descriptions.Item>
          </Descriptions>
          {(item.before || item.after) && (
            <>
              <h3 className={s.section}>变更前后</h3>
              <Diff before={item.before} after={item.after} />
            </>
          )}
          {Object.keys(item.detail).length > 0 && (
            <>
              <h3 className={s.section}>其他信息</h3>
              <pre className={s.json}>{JSON.stringify(item.detail, null, 2)}</pre>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
