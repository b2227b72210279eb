import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectContains } from '~/test/html';
import { SpaceCards, type SpaceViewer } from './components/SpaceCards';
import { feeParts, spaceCardOf } from './space-card';
import { spaces } from './test-fixtures';

const render = (viewer: SpaceViewer, items = spaces) =>
  renderToString(
    <MemoryRouter initialEntries={['/tenancy']}>
      <SpaceCards spaces={items.map(spaceCardOf)} viewer={viewer} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('租赁服务’s 共享会议室', () => {
  it('shows each space as a card: picture or a quiet drawing, name, place, capacity, hours, fees and equipment', () => {
    const html = render('visitor');
    expectContains(html, ['共享会议室', '<h3', '第一会议室', '培训室', '路演厅', 'A座 3层', '10 人', '30 人', '80 人']);
    expectContains(html, ['周一至周五 08:30–18:00', '每月免费 2 小时</span><span', '超出 ¥50/小时', '超出 ¥80/小时', '免费使用']);
    expectContains(html, ['aria-label="培训室的设备"', '音响', '麦克风']);
    expectContains(html, ['src="/demo/training.jpg"', 'alt="培训室"', 'loading="lazy"']);
    // Two spaces without a picture get the drawing, hidden from screen readers.
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).not.toContain('路演厅的设备');
  });

  it('asks a visitor to sign in and come back to the space’s day; a company user books it; staff only read', () => {
    const visitor = render('visitor');
    expectContains(visitor, ['href="/login?redirect=%2Froom_booking%3Fspace%3D1"', 'aria-label="登录后预约第一会议室"', '>登录后预约<']);
    expect(visitor.match(/登录后预约</g)).toHaveLength(3);
    const member = render('personal');
    expectContains(member, ['href="/room_booking?space=2"', 'aria-label="预约培训室"']);
    expect(member).not.toContain('登录后预约');
    const staff = render('staff');
    expect(staff).not.toContain('预约<');
  });

  it('is plain markup (no antd on public pages), and nothing at all without spaces', () => {
    expect(render('visitor')).not.toMatch(/class="[^"]*\bant-/);
    expect(render('visitor', [])).toBe('');
  });

  it('says the fees a line each', () => {
    expect(feeParts({ price: '50.00', free_hours: 2 })).toEqual(['每月免费 2 小时', '超出 ¥50/小时']);
    expect(feeParts({ price: '30.00', free_hours: 0 })).toEqual(['¥30/小时']);
    expect(feeParts({ price: '0.00', free_hours: 2 })).toEqual(['免费使用']);
  });
});
