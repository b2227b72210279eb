import { loadMyBrief } from '~/features/companies/brief/api/brief.server';
import { BriefPage } from '~/features/companies/brief/components/BriefPage';
import { useUploadImage } from '~/features/uploads/use-upload-image';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/company_brief';

/** The company's own brief (my_intro), as its public page shows it. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadMyBrief(context);
}

export const meta = metaOf('企业简介 - 个人中心', '查看和编辑本企业简介。');

export default function PersonalCompanyBrief({ loaderData }: Route.ComponentProps) {
  // Spec §5 upload helper before sending (JPEG, under 5 MB), then the upload call with name=intro.
  const uploadImage = useUploadImage('intro');
  return <BriefPage data={loaderData} uploadImage={uploadImage} />;
}
