import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { paths } from '~/config/paths';
import { LinkButton } from './LinkButton';

/** An honest placeholder for a column whose content arrives with a later release (no empty columns). */
export function ComingSoon({ name }: { name: string }) {
  return (
    <Result
      icon={<ToolOutlined style={{ color: '#1f5fbf' }} />}
      title="本栏目正在建设中"
      subTitle={`「${name}」的内容即将上线，敬请期待。`}
      extra={
        <LinkButton variant="primary" to={paths.home}>
          返回首页
        </LinkButton>
      }
    />
  );
}
