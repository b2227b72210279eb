import type { ComponentProps } from 'react';
import { FormField } from '~/components/FormField';
import s from './Feedback.module.css';

/** A field of the service request form (components/FormField with this form's styles). */
export function RequestField(props: Omit<ComponentProps<typeof FormField>, 'classes'>) {
  return <FormField {...props} classes={s} />;
}
