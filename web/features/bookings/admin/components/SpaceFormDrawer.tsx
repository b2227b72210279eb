import { Alert, Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { SPACE_BOUNDS, SPACE_EQUIPMENT } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { SaveButtons } from '~/components/DraftForm';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { showFieldErrors } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import type { RenderImage } from '~/components/render-image';
import { bookingsAdminApi } from '../api/bookings-admin';
import { useCheckedForm } from '../checked-form';
import { checkSpace, DURATION_OPTIONS, emptySpaceValues, SPACE_FIELDS, spaceValuesOf, type SpaceFormValues } from '../space-form';
import s from './BookingsAdmin.module.css';
import { ClosedDatesField, OpeningHoursField, PicturesField } from './SpaceFields';

const FORM = 'space-form';
const MAX_PICS = 6;
const EQUIPMENT_OPTIONS = SPACE_EQUIPMENT.map((e) => ({ value: e, label: e }));

type FormProps = {
  item: SpaceItem | undefined;
  defaultFreeHours?: number;
  renderImage: RenderImage;
  onCancel: () => void;
  onSaved: () => void;
};

/**
 * A space's form: what it is (name, place, capacity, equipment, pictures, description), when it opens (per weekday,
 * closed dates), the booking rules (shortest and longest booking, days ahead, approval), the charge (price an hour,
 * free hours a month), 启用 / 停用 and order. Checked with the server's contract before it is sent; the server's own
 * refusal is said above the buttons.
 */
export function SpaceForm({ item, defaultFreeHours, renderImage, onCancel, onSaved }: FormProps) {
  const [form] = Form.useForm<SpaceFormValues>();
  const initial = useMemo(() => (item ? spaceValuesOf(item) : emptySpaceValues(defaultFreeHours)), [item, defaultFreeHours]);
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);
  const [busy, setBusy] = useState(false);
  const [dayErrors, setDayErrors] = useState<(string | undefined)[]>([]);

  const recheck = (scroll = false) => {
    const checked = checkSpace(form.getFieldsValue(true) as SpaceFormValues, item?.id);
    const errors = checked.ok ? {} : checked.errors;
    showFieldErrors(form, errors, SPACE_FIELDS);
    setDayErrors(Array.from({ length: 7 }, (_, i) => errors[`days.${i}`] ?? (i === 0 ? errors.days : undefined)));
    if (scroll && !checked.ok) {
      const first = Object.keys(errors)[0]!;
      form.scrollToField(first.startsWith('days') ? 'days' : first, { block: 'center' });
    }
    return checked;
  };
  const { sending, serverError, formProps } = useCheckedForm({
    recheck,
    call: bookingsAdminApi.saveSpace,
    onDone: onSaved,
    fallback: '保存成功',
  });

  return (
    <Form<SpaceFormValues> form={form} name={FORM} layout="vertical" initialValues={initial} {...formProps}>
      <h3 className={s.section}>基本信息</h3>
      <div className={s.grid}>
        <Form.Item name="name" label="名称" required className={s.wide}>
          <Input maxLength={50} autoComplete="off" placeholder="例如：一号会议室" />
        </Form.Item>
        <Form.Item name="building" label="楼栋">
          <Input maxLength={50} autoComplete="off" placeholder="例如：A 座" />
        </Form.Item>
        <Form.Item name="floor" label="楼层">
          <Input maxLength={20} autoComplete="off" placeholder="例如：3 层" />
        </Form.Item>
        <Form.Item name="capacity" label="容纳人数" required>
          <InputNumber controls={false} min={1} max={SPACE_BOUNDS.capacity} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字小的在前">
          <InputNumber controls={false} min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="equipment" label="设备">
        <Checkbox.Group options={EQUIPMENT_OPTIONS} aria-label="设备" />
      </Form.Item>
      <Form.Item name="pics" label="图片" extra={`最多 ${MAX_PICS} 张，JPG 格式，每张不超过 5 MB；第一张为封面`}>
        <PicturesField max={MAX_PICS} render={renderImage} onBusyChange={setBusy} />
      </Form.Item>
      <Form.Item name="description" label="介绍">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="例如：配有 86 英寸会议屏，适合 10 人以内的会议" />
      </Form.Item>

      <h3 className={s.section}>开放时间</h3>
      <Form.Item name="days" label="每周开放时间" required>
        <OpeningHoursField errors={dayErrors} />
      </Form.Item>
      <Form.Item name="closed_dates" label="不开放日期" extra="节假日、维修等不开放的日期">
        <ClosedDatesField />
      </Form.Item>

      <h3 className={s.section}>预约规则</h3>
      <div className={s.grid}>
        <Form.Item name="min_minutes" label="最短预约时长" required>
          <Select options={DURATION_OPTIONS} aria-label="最短预约时长" />
        </Form.Item>
        <Form.Item name="max_minutes" label="最长预约时长" required>
          <Select options={DURATION_OPTIONS} aria-label="最长预约时长" />
        </Form.Item>
        <Form.Item name="advance_days" label="可提前预约天数" required extra="0 表示只能预约当天">
          <InputNumber controls={false} min={0} max={SPACE_BOUNDS.advanceDays} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="need_approval" label="需要审核" valuePropName="checked" extra="开启后企业的预约须经园区通过">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </div>

      <h3 className={s.section}>收费</h3>
      <div className={s.grid}>
        <Form.Item name="free_hours" label="每月免费时长（小时）" required extra="每家企业每月可免费使用的时长">
          <InputNumber controls={false} min={0} max={SPACE_BOUNDS.freeHours} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="price" label="超出后每小时价格（元）" required>
          <Input inputMode="decimal" autoComplete="off" maxLength={13} />
        </Form.Item>
      </div>
      <Form.Item name="enabled" label="状态">
        <Radio.Group
          aria-label="状态"
          options={[
            { value: true, label: '启用' },
            { value: false, label: '停用' },
          ]}
        />
      </Form.Item>
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <SaveButtons sending={sending} busy={busy} onCancel={cancel} className={s.buttons} />
    </Form>
  );
}

type Props = {
  target: { item?: SpaceItem } | null;
  defaultFreeHours?: number;
  renderImage: RenderImage;
  onClose: () => void;
  onSaved: () => void;
};

/** 新建会议室 / 编辑会议室 in a drawer, full width on phones. */
export function SpaceFormDrawer({ target, defaultFreeHours, renderImage, onClose, onSaved }: Props) {
  return (
    <FormDrawer
      open={target !== null}
      title={target?.item ? `编辑会议室：${target.item.name}` : '新建会议室'}
      onClose={onClose}
      size="min(720px, 100vw)"
    >
      {target && (
        <SpaceForm
          key={target.item?.id ?? 'new'}
          item={target.item}
          defaultFreeHours={defaultFreeHours}
          renderImage={renderImage}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDrawer>
  );
}
