import type { ComponentProps } from 'react';
import { FormField } from '~/components/FormField';
import s from './SettleInForm.module.css';

export { errorIdOf, hintIdOf } from '~/components/FormField';

/** A field of the settle-in form (components/FormField with this form's styles). */
export function Field(props: Omit<ComponentProps<typeof FormField>, 'classes'>) {
  return <FormField {...props} classes={s} />;
}
