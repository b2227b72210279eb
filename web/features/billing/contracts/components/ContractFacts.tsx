import { isLeaseItem, yuanText, type ContractItem } from '../contract-form';
import admin from '~/components/AdminPage.module.css';

/** Which contract a dialog acts on: company, room or fee, and its paid-through date. */
export function ContractFacts({ item }: { item: ContractItem }) {
  const number = item.number ? `（合同编号 ${item.number}）` : '';
  const what = isLeaseItem(item) ? `房间 ${item.room_number}${number}` : `服务费 ${item.title}${number}`;
  return (
    <div className={admin.facts}>
      <p>
        {item.company_name} · {what}
      </p>
      <p>
        当前已缴至：{item.expire_time}（{item.pay_way}，每期应缴 {yuanText(item.real_money)}）
      </p>
    </div>
  );
}
