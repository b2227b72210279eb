import { redirect } from 'react-router';
import { firstOpenPath, SYSTEM_MENU } from '~/config/menu';
import { paths } from '~/config/paths';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/index';

/** Spec §2: opening /system shows the rent warnings; a staff member without that page gets their own first page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  return redirect(firstOpenPath(SYSTEM_MENU, user) ?? paths.system.security);
}

export default function SystemIndex() {
  return null;
}
