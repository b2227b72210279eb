// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowButton } from './RowButton';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RowButton (a table row’s 编辑, 删除…)', () => {
  it('is a plain button with the small link look, its label as written (no space antd would put in 编辑)', () => {
    const html = renderToString(<RowButton onClick={vi.fn()}>编辑</RowButton>);
    expect(html).toMatch(/^<button type="button" class="ui-btn ui-btn-link ui-btn-small [^"]*action[^"]*"[^>]*>编辑<\/button>$/);
    expect(html).not.toContain('ant-btn');
  });

  it('marks a destructive action, keeps a name given for assistive technology, and can be disabled', () => {
    const html = renderToString(
      <RowButton danger disabled aria-label="移除「张三」">
        移除
      </RowButton>,
    );
    expect(html).toMatch(/class="[^"]*danger[^"]*"/);
    expect(html).toContain('aria-label="移除「张三」"');
    expect(html).toContain('disabled=""');
    expect(renderToString(<RowButton>查看</RowButton>)).not.toMatch(/class="[^"]*danger/);
  });

  it('answers a click, and ignores clicks while busy', async () => {
    const onClick = vi.fn();
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => root.render(<RowButton onClick={onClick}>发布</RowButton>));
    host.querySelector('button')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () =>
      root.render(
        <RowButton loading onClick={onClick}>
          发布
        </RowButton>,
      ),
    );
    host.querySelector('button')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(host.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => root.unmount());
  });
});
