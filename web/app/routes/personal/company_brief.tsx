import { BRIEF_MEMBERS, roleMay } from '@shared/auth/member-roles';
import { memberRoleOf } from '~/config/menu';
import { loadMyBrief } from '~/features/companies/brief/api/brief.server';
import { BriefPage } from '~/features/companies/brief/components/BriefPage';
import { useUploadImage } from '~/features/uploads/use-upload-image';
import { metaOf } from '~/lib/meta';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/company_brief';

/** The company's own brief (my_intro), as its public page shows it; editable by BRIEF_MEMBERS (a 财务 reads it). */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ user }, brief] = await Promise.all([getSession(context), loadMyBrief(context)]);
  const role = memberRoleOf(user?.shop);
  // Someone in no settled company (yet) is told to settle first by the page; no role means the rules before issue 30.
  return { ...brief, canEdit: role === null || roleMay(role, BRIEF_MEMBERS) };
}

export const meta = metaOf('企业简介 - 个人中心', '查看和编辑本企业简介。');

export default function PersonalCompanyBrief({ loaderData }: Route.ComponentProps) {
  // Spec §5 upload helper before sending (JPEG, under 5 MB), then the upload call with name=intro.
  const uploadImage = useUploadImage('intro');
  return <BriefPage data={loaderData} uploadImage={uploadImage} canEdit={loaderData.canEdit} />;
}
