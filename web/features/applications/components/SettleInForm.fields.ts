import type { ImageInput } from '~/components/render-image';
import type { ApplicationForm, ImageField } from '../application-form';

/** What the page hands the region control (composed in the route from the regions feature). */
export type RegionFieldProps = {
  id: string;
  value: ApplicationForm['region'];
  onChange: (codes: ApplicationForm['region']) => void;
  invalid: boolean;
  describedBy?: string;
};

/** What the page hands an image control (composed in the route from the uploads feature). */
export type ImageFieldProps = ImageInput & {
  kind: ImageField;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
};

/** The contact fields' keyboard and autofill: a phone's number pad, the e-mail keyboard. */
export const PHONE_INPUT = {
  placeholder: '请输入联系人手机号',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  maxLength: 20,
} as const;
export const EMAIL_INPUT = {
  placeholder: '例如 finance@example.com',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: 100,
} as const;
