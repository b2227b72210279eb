import { Alert } from 'antd';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';
import { LinkButton } from './LinkButton';

/**
 * A personal user whose company is not settled (yet) in the company area: the server's message ('请先入驻企业'),
 * what the page offers once settled, and the way to settle.
 */
export function SettleFirst({ msg = MSG.settleFirst, description }: { msg?: string; description: string }) {
  return (
    <Alert
      type="info"
      showIcon
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
