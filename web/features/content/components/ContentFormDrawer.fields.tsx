import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { ContentAdminDetail, ContentField, ContentOptions } from '@shared/contracts/content-admin';
import { clearable } from '~/components/clearable';
import type { RenderImage } from '~/components/render-image';

/** The image field the route supplies (the uploads feature's ImageUpload with the staff image kind). */
export type { RenderImage };

export type Values = Record<string, string | number | null | undefined>;

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The select's choices: fixed, or the categories the server listed (second-level tech ones under the first chosen). */
function choices(field: ContentField, options: ContentOptions, values: Values) {
  const from = field.options;
  if (from === undefined) return [];
  if (typeof from !== 'string') return from.map((o) => ({ value: o.value, label: o.label }));
  if (from === 'tech2') return options.tech2.filter((o) => o.parent === values.first_id).map((o) => ({ value: o.value, label: o.label }));
  return options[from];
}

/** The control of a plain field (Form.Item gives it the id its label points at). */
export function fieldInput(f: ContentField, options: ContentOptions, values: Values) {
  switch (f.type) {
    case 'textarea':
      return <Input.TextArea maxLength={f.max} rows={3} showCount />;
    case 'number':
      return <InputNumber min={0} style={{ width: '100%' }} />;
    case 'money':
      return <Input inputMode="decimal" suffix="元" />;
    case 'datetime':
      return <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} placeholder="选择时间" />;
    case 'select':
      return (
        <Select
          options={choices(f, options, values)}
          placeholder={`请选择${f.label}`}
          allowClear={f.required ? false : clearable}
          aria-label={f.label}
        />
      );
    default:
      return <Input maxLength={f.max} />;
  }
}

/** The form's first values: the item's, or empty ('' for text, nothing chosen); the activity time as a date. */
export function initialValues(fields: readonly ContentField[], item: ContentAdminDetail | undefined): Values {
  const initial: Values = Object.fromEntries(
    fields.map((f) => [f.name, item?.fields[f.name] ?? (f.type === 'number' || f.type === 'select' ? undefined : '')]),
  );
  if (initial.active_time) initial.active_time = String(initial.active_time);
  return initial;
}

/** What the form sends for its plain fields: dates as the server writes them, cleared values left out. */
export function plainFields(fields: readonly ContentField[], raw: Values): Values {
  return Object.fromEntries(
    fields
      .filter((f) => f.type !== 'rich')
      .map((f) => {
        const v = raw[f.name];
        if (f.type === 'datetime') return [f.name, v ? dayjs(String(v)).format(TIME_FORMAT) : undefined];
        return [f.name, v === null ? undefined : v];
      }),
  );
}

/** Bridges Form.Item's id, value and onChange to the route's image upload. */
export function ImageField(props: {
  label: string;
  render: RenderImage;
  onBusy: (busy: boolean) => void;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { id = 'content-image', label, render, onBusy, value, onChange } = props;
  return <>{render({ id, label, value: value ?? '', onChange: (url) => onChange?.(url), onBusyChange: onBusy })}</>;
}
