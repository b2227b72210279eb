import { redirect } from 'react-router';
import { paths } from '~/config/paths';

/** Spec §2: opening /personal shows the 企业服务 tab. */
export function loader() {
  return redirect(paths.personal.service);
}

export default function PersonalIndex() {
  return null;
}
