import { PaymentCodes } from '~/features/site/components/PaymentCodes';
import { metaOf } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';

export const meta = metaOf('缴费方式 - 个人中心', '园区缴费收款码与缴费说明。');

/** The park's payment codes come with the site settings the root loader already has (config collect_code). */
export default function PersonalPaymentWay() {
  return <PaymentCodes config={useRootData().config} />;
}
