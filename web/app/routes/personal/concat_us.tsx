import { ParkContact } from '~/features/site/components/ParkContact';
import { metaOf } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta = metaOf('联系方式 - 个人中心', '园区服务联系方式。');

/** The park's contact details come with the site settings the root loader already has (config people, phone …). */
export default function PersonalConcatUs() {
  return <ParkContact config={useRootData().config} />;
}
