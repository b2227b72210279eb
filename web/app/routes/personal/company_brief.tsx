import { App } from 'antd';
import { loadMyBrief } from '~/features/company-brief/api/brief.server';
import { BriefPage } from '~/features/company-brief/components/BriefPage';
import { checkUploadFile } from '~/features/uploads/upload-checks';
import { ERROR_SECONDS } from '~/lib/feedback';
import { pageMeta } from '~/lib/meta';
import { upload } from '~/lib/upload';
import type { Route } from './+types/company_brief';

/** The company's own brief (my_intro), as its public page shows it. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadMyBrief(context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '企业简介 - 个人中心', '查看和编辑本企业简介。');

export default function PersonalCompanyBrief({ loaderData }: Route.ComponentProps) {
  const { message } = App.useApp();
  // Spec §5 upload helper before sending (JPEG, under 5 MB), then the upload call with name=intro.
  const uploadImage = async (file: File): Promise<string | null> => {
    const refusal = await checkUploadFile(file);
    if (refusal) {
      void message.error(refusal, ERROR_SECONDS);
      return null;
    }
    try {
      return (await upload('intro', file)).url;
    } catch {
      return null; // The upload client has shown the server's message.
    }
  };
  return <BriefPage data={loaderData} uploadImage={uploadImage} />;
}
