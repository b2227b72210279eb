import { renderToString } from 'react-dom/server';
import { MemoryRouter, type AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleCard, PolicyCard } from '@shared/contracts/articles';
import { loadHomePolicy, type HomeTab } from './api/home-policy.server';
import { HomePolicyTabs } from './components/HomePolicyTabs';

const contextAnswering = (envelope: unknown) => ({ api: vi.fn(async () => envelope) }) as unknown as AppLoadContext;

const policy = (id: number, title: string, day: string): PolicyCard => ({
  id,
  title,
  name: title,
  summary: `${title}的摘要`,
  small_title: '滨数园经〔2026〕41号',
  small_title1: '申报截止：2026年12月20日',
  type: 2,
  type_name: '工业和信息化',
  release_time: `2026-11-${day} 10:00`,
  day,
  year: '2026',
  month: '11',
});
const announcement = (id: number, title: string, image: string): ArticleCard => ({
  id,
  type: 1,
  title,
  name: title,
  summary: `${title}的摘要`,
  source: '园区物业服务中心',
  image,
  release_time: '2026-11-16 15:00',
  day: '16',
  year: '2026',
  month: '11',
});

/** home_policy as the API answers it: full cards. */
const answer = [
  { type: 0, name: '政策', featured: policy(25, '稳岗返还申领', '18'), list: [policy(17, '三首产品申报', '12')] },
  {
    type: 1,
    name: '通知公告',
    featured: announcement(13, '大堂改造施工公告', '/demo/news/notice-5.svg'),
    list: [announcement(12, '服务需求征集', '')],
  },
  { type: 2, name: '新闻动态', featured: null, list: [] },
];

async function loadedTabs(): Promise<HomeTab[]> {
  const { tabs, error } = await loadHomePolicy(contextAnswering({ code: 1, msg: 'ok', data: answer }));
  expect(error).toBeNull();
  return tabs;
}

const render = (tabs: HomeTab[]) =>
  renderToString(
    <MemoryRouter>
      <HomePolicyTabs tabs={tabs} />
    </MemoryRouter>,
  );

describe('loadHomePolicy', () => {
  it('keeps of each item only what the tabs show (the page carries its data for hydration)', async () => {
    const [policies, announcements, news] = await loadedTabs();
    expect(policies).toEqual({
      type: 0,
      name: '政策',
      featured: {
        id: 25,
        title: '稳岗返还申领',
        date: '2026-11-18',
        summary: '稳岗返还申领的摘要',
        release_time: '2026-11-18 10:00',
        image: '',
      },
      list: [{ id: 17, title: '三首产品申报', date: '2026-11-12' }],
    });
    expect(announcements?.featured).toEqual({
      id: 13,
      title: '大堂改造施工公告',
      date: '2026-11-16',
      summary: '大堂改造施工公告的摘要',
      release_time: '2026-11-16 15:00',
      image: '/demo/news/notice-5.svg',
    });
    expect(announcements?.list).toEqual([{ id: 12, title: '服务需求征集', date: '2026-11-16' }]);
    expect(news).toEqual({ type: 2, name: '新闻动态', featured: null, list: [] });
  });

  it("gives no tabs and the server's message when the load fails", async () => {
    await expect(loadHomePolicy(contextAnswering({ code: 0, msg: '服务器繁忙，请稍后再试', data: null }))).resolves.toEqual({
      tabs: [],
      error: '服务器繁忙，请稍后再试',
    });
  });
});

describe('HomePolicyTabs', () => {
  it('shows a policy featured with its date badge and summary, and the list with dates and links', async () => {
    const html = await loadedTabs().then(render);
    expect(html).toContain('dateTime="2026-11-18"');
    expect(html).toMatch(/>18<\/span><span>2026<!-- -->-<!-- -->11<\/span>/);
    expect(html).toContain('href="/policydetail?id=25&amp;type=0"');
    expect(html).toContain('稳岗返还申领的摘要');
    expect(html).toContain('href="/policydetail?id=17&amp;type=0"');
    expect(html).toContain('>2026-11-12</time>');
    expect(html).not.toContain('<img');
  });

  it('shows an announcement featured with its picture and release time', async () => {
    const [, announcements] = await loadedTabs();
    const html = render(announcements ? [announcements] : []);
    expect(html).toContain('src="/demo/news/notice-5.svg"');
    expect(html).toContain('alt="大堂改造施工公告"');
    expect(html).toContain('2026-11-16 15:00');
    expect(html).toContain('href="/policydetail?id=12&amp;type=1"');
  });
});
