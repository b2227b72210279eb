import { Button, Select } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

describe('AppProviders', () => {
  it("busy antd buttons and selects name their spinner in Chinese, not antd's English 'loading'", () => {
    const html = renderToString(
      <AppProviders>
        <Button type="primary" loading>
          保存
        </Button>
        <Select loading aria-label="选择房间" options={[]} />
      </AppProviders>,
    );
    expect(html).not.toMatch(/aria-label="loading"/);
    expect(html.match(/aria-label="正在处理"/g)).toHaveLength(2);
    // Still antd's busy button: clicks are ignored while it lasts.
    expect(html).toMatch(/class="[^"]*ant-btn-loading/);
  });

  it('an idle button carries no busy mark', () => {
    const html = renderToString(
      <AppProviders>
        <Button>保存</Button>
      </AppProviders>,
    );
    expect(html).not.toContain('正在处理');
  });
});
