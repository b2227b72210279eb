import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';
import { Callout } from './Callout';
import { LinkButton } from './LinkButton';

/**
 * A personal user whose company is not settled (yet) in the company area: the server's message ('请先入驻企业'),
 * what the page offers once settled, and the way to settle. Plain markup (Callout): the company area's statements load
 * no antd.
 */
export function SettleFirst({ msg = MSG.settleFirst, description }: { msg?: string; description: string }) {
  return (
    <Callout
      type="info"
      title={msg}
      description={description}
      action={
        <LinkButton variant="primary" size="small" to={paths.companyInfo()}>
          申请入驻
        </LinkButton>
      }
    />
  );
}
