import { redirect } from 'react-router';
import { paths } from '~/config/paths';

/** Spec §2: opening /system shows the rent warnings. */
export function loader() {
  return redirect(paths.system.warning);
}

export default function SystemIndex() {
  return null;
}
