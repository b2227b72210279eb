import { MSG } from '@shared/messages';
import { SettleFirst } from '~/components/SettleFirst';
import { loadRecordsFirstPage } from '~/features/feedback/api/feedback.server';
import { FeedbackRequest } from '~/features/feedback/components/FeedbackRequest';
import { PhotoPicker } from '~/features/uploads/components/PhotoPicker';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/service';

/** 提出需求 (spec §2): the records dialog's first page comes with the page, and says whether the company is settled. */
export async function loader({ context }: Route.LoaderArgs) {
  return { records: await loadRecordsFirstPage(context) };
}

export const meta = metaOf('企业服务 - 个人中心', '提交企业服务请求并查看处理进度。');

export default function PersonalService({ loaderData }: Route.ComponentProps) {
  const { records } = loaderData;
  if (records.error === MSG.settleFirst) {
    return <SettleFirst description="入驻园区后，可在此提出报修、借用会议室等服务需求，并查看处理进度与平台反馈。" />;
  }
  return <FeedbackRequest records={records} renderPhotos={(p) => <PhotoPicker {...p} />} />;
}
