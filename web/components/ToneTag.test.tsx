import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToneTag } from './ToneTag';

describe('ToneTag (a state in words)', () => {
  it('shows its words in a tag of its tone, without antd’s runtime, the class on the wrapper', () => {
    const html = renderToString(
      <ToneTag tone="ok" className="extra">
        已启用
      </ToneTag>,
    );
    expect(html).toMatch(/^<span class="[^"]*tagWrap[^"]* extra"><span class="[^"]*tag[^"]* [^"]*ok[^"]*">已启用<\/span><\/span>$/);
    expect(html).not.toContain('ant-tag');
    expect(renderToString(<ToneTag tone="bad">已驳回</ToneTag>)).toMatch(/class="[^"]*bad[^"]*">已驳回</);
  });
});
