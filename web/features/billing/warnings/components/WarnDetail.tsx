import { Button, Modal } from 'antd';
import type { WarnItem } from '@shared/contracts/billing';
import { RecordType } from '@shared/billing/rules';
import { FactTable, WIDE } from '~/components/FactTable';
import { orDash, yuanText, type WarnKind } from '../warnings-view';
import { RemainingDays } from './WarnTable';

type Props = { kind: WarnKind; item: WarnItem | null; onClose: () => void; onPay: () => void };

/** The spec's detail dialog of a warned item, with '已缴费，解除预警' (which asks for the pay way next). */
export function WarnDetail({ kind, item, onClose, onPay }: Props) {
  return (
    <Modal
      open={item !== null}
      title="预警详情"
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="pay" type="primary" onClick={onPay}>
          已缴费，解除预警
        </Button>,
      ]}
    >
      {item && (
        <FactTable
          items={[
            { key: 'company_name', label: '企业名称', children: item.company_name, span: WIDE },
            { key: 'name', label: '法人/联系人', children: orDash(item.name) },
            { key: 'phone', label: '联系电话', children: orDash(item.phone) },
            { key: 'office', label: '办公地点', children: orDash(item.office), span: WIDE },
            { key: 'title', label: kind.titleLabel, children: item.title },
            { key: 'pay_way', label: kind.recordType === RecordType.LEASE ? '付款方式' : '收费方式', children: orDash(item.pay_way) },
            { key: 'start_time', label: '合同开始', children: orDash(item.start_time) },
            { key: 'end_time', label: '合同结束', children: orDash(item.end_time) },
            { key: 'expire_time', label: '已缴至', children: item.expire_time },
            { key: 'days_left', label: '剩余天数', children: <RemainingDays daysLeft={item.days_left} /> },
            { key: 'real_pay', label: '每期应缴', children: yuanText(item.real_pay) },
            { key: 'yajin', label: '押金', children: yuanText(item.yajin) },
            { key: 'number', label: '合同编号', children: orDash(item.number), span: WIDE },
          ]}
        />
      )}
    </Modal>
  );
}
