import { redirect } from 'react-router';
import { firstOpenPath, PERSONAL_MENU, personalViewer } from '~/config/menu';
import { paths } from '~/config/paths';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/index';

/** Spec §2: opening /personal shows the 企业服务 tab, or the first tab the viewer's role in the company has (issue 30). */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  return redirect(firstOpenPath(PERSONAL_MENU, personalViewer(user)) ?? paths.personal.service);
}

export default function PersonalIndex() {
  return null;
}
