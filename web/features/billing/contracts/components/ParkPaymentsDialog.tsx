import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { ContractKind } from '../contract-kinds';
import { PAYMENT_KIND_NAMES, PaymentKind, type PaymentKindValue } from '@shared/contracts/billing';
import { parkPaymentExportHref, parkPaymentRangeError, type ParkPaymentExport } from '../contract-query';

const KIND_OPTIONS: { value: PaymentKindValue; label: string }[] = [
  ...([PaymentKind.LEASE, PaymentKind.FEE, PaymentKind.BOOKING] as const).map((value) => ({ value, label: PAYMENT_KIND_NAMES[value] })),
  { value: PaymentKind.ALL, label: '全部' },
];

type Props = { kind: ContractKind; onClose: () => void };

/**
 * 导出缴费记录 on /system/leases and /system/fees: the whole park's payments as Excel (park_payment_export), of the
 * page's kind by default, optionally only those paid on the chosen park days. The download is a link, so nothing is
 * held in the page; a reversed range is named here and the link is disabled (the server refuses it too).
 */
export function ParkPaymentsDialog({ kind, onClose }: Props) {
  const [choice, setChoice] = useState<ParkPaymentExport>({ type: kind.recordType, from: '', to: '' });
  const rangeError = parkPaymentRangeError(choice);
  const set = (patch: Partial<ParkPaymentExport>) => setChoice((c) => ({ ...c, ...patch }));

  return (
    <Modal
      open
      title="导出缴费记录"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="export"
          type="primary"
          href={rangeError ? undefined : parkPaymentExportHref(choice)}
          download
          icon={<DownloadOutlined />}
          disabled={!!rangeError}
          onClick={onClose}
        >
          导出 Excel
        </Button>,
      ]}
    >
      <p>导出全园区的缴费记录（房租、服务费与会议室费用，新的在前，末行合计）；导出会记入审计日志。</p>
      <Form layout="vertical" name={`${kind.key}-park-payments`} component="div">
        <Form.Item label="缴费类型">
          <Radio.Group
            options={KIND_OPTIONS}
            value={choice.type}
            onChange={(e) => set({ type: e.target.value as PaymentKindValue })}
            aria-label="缴费类型"
          />
        </Form.Item>
        <Form.Item label="开始日期" htmlFor="park-payments-from" extra="缴费日期（含当天）；不填则不限。">
          <Input
            id="park-payments-from"
            type="date"
            value={choice.from}
            onChange={(e) => set({ from: e.target.value })}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          label="结束日期"
          htmlFor="park-payments-to"
          validateStatus={rangeError ? 'error' : undefined}
          help={rangeError ?? undefined}
        >
          <Input id="park-payments-to" type="date" value={choice.to} onChange={(e) => set({ to: e.target.value })} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
