import { redirect, useFetcher, useSubmit } from 'react-router';
import { paths } from '~/config/paths';
import { loadMembers } from '~/features/members/api/members.server';
import { MembersPage } from '~/features/members/components/MembersPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/members';

/** The company's members, open invitations and contacts (member_list, company_contact), for every member. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadMembers(context);
}

/**
 * The browser makes the team's calls through the API client; then it posts here so React Router reads every
 * loader again, the user's role (root and layout: the menu) included. Once the viewer has left the company, on to
 * the personal centre.
 */
export async function action({ request }: Route.ActionArgs) {
  const body = (await request.json().catch(() => ({}))) as { left?: boolean };
  if (body.left) return redirect(paths.personal.root);
  return { reloaded: true };
}

export const meta = metaOf('成员管理 - 个人中心', '本企业的成员、角色、邀请与企业联系人。');

export default function PersonalMembers({ loaderData }: Route.ComponentProps) {
  const reload = useFetcher<typeof action>();
  const submit = useSubmit();
  return (
    <MembersPage
      data={loaderData}
      onChanged={() => void reload.submit({}, { method: 'post', encType: 'application/json' })}
      onLeft={() => void submit({ left: true }, { method: 'post', encType: 'application/json' })}
    />
  );
}
