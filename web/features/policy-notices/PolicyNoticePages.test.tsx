// @vitest-environment happy-dom
import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyPolicyNoticeItem, PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { MyPolicyNotices } from './components/MyPolicyNotices';
import { PolicyNoticeTable } from './components/PolicyNoticeTable';

const policyNotice: PolicyNoticeItem = {
  id: 7,
  company_id: 3,
  company_name: '杭州瀚芯微电子有限公司',
  title: '流片费用补贴',
  start_time: '2026-03-01',
  end_time: '2026-03-31',
  link: 'https://www.gov.cn/',
  window: 1,
  window_label: '进行中',
  createtime: '2026-03-01 10:00',
  status: 1,
  status_label: '已跟进',
  followup_count: 2,
  last_followup: { id: 1, note: '企业已提交材料', admin_name: '园区管理员', createtime: '2026-03-02 09:00' },
  admin_name: '园区管理员',
};
const mine = (over: Partial<MyPolicyNoticeItem> = {}): MyPolicyNoticeItem => ({
  id: 7,
  company_id: 0,
  company_name: '全部企业',
  title: '稳岗返还申领',
  start_time: '2026-02-01',
  end_time: '2026-02-28',
  link: '/policydetail?id=3&type=0',
  window: 2,
  window_label: '已结束',
  createtime: '2026-02-01 09:00',
  ...over,
});

const table = (showCompany: boolean) =>
  renderToString(
    <App>
      <PolicyNoticeTable
        showCompany={showCompany}
        items={[policyNotice]}
        total={1}
        page={1}
        onPage={() => undefined}
        onAction={() => undefined}
      />
    </App>,
  );

describe('the staff table', () => {
  it('shows the company column only when the system addresses single companies', () => {
    expect(table(true)).toContain('>企业<');
    expect(table(true)).toContain('杭州瀚芯微电子有限公司');
    expect(table(false)).not.toContain('>企业<');
    expect(table(false)).not.toContain('杭州瀚芯微电子有限公司');
  });

  it('shows the window, follow-ups and labelled actions, and opens the link in a new tab', () => {
    const html = table(true);
    expect(html).toContain('已跟进');
    expect(html).toContain('共 2 次');
    expect(html).toContain('2026-03-02 09:00 园区管理员：企业已提交材料');
    expect(html).toContain('aria-label="跟进：流片费用补贴"');
    expect(html).toContain('aria-label="删除：流片费用补贴"');
    expect(html).toMatch(/href="https:\/\/www.gov.cn\/" target="_blank" rel="noopener noreferrer"/);
  });

  it('says 暂无数据 when empty', () => {
    const html = renderToString(
      <PolicyNoticeTable showCompany items={[]} total={0} page={1} onPage={() => undefined} onAction={() => undefined} />,
    );
    expect(html).toContain('暂无数据');
  });
});

describe('the company list', () => {
  const render = (items: MyPolicyNoticeItem[], total = items.length, error: string | null = null) =>
    renderToString(
      <MemoryRouter initialEntries={['/policy_notice']}>
        <MyPolicyNotices path="/policy_notice" page={1} list={{ items, total, error }} />
      </MemoryRouter>,
    );

  it('marks ended notices and opens links in a new tab', () => {
    const html = render([mine()]);
    expect(html).toContain('已结束');
    expect(html).toContain('面向全部企业');
    expect(html).toMatch(/href="\/policydetail\?id=3&amp;type=0" target="_blank" rel="noopener"/);
    expect(html).toContain('（在新标签页打开）');
  });

  it('hides the pager on one page and shows it on more', () => {
    expect(render([mine()], 10)).not.toContain('aria-label="分页"');
    expect(render([mine()], 11)).toContain('aria-label="分页"');
  });

  it('says 暂无数据, or asks an unsettled company to settle in', () => {
    expect(render([])).toContain('暂无数据');
    const html = render([], 0, '请先入驻企业');
    expect(html).toContain('请先入驻企业');
    expect(html).toContain('申请入驻');
  });
});
