import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountedInput, TextArea } from './Input';

describe('text fields with a limit (antd showCount, in plain markup)', () => {
  it('CountedInput shows what is used of the limit, keeps the limit on the field and marks an error', () => {
    const html = renderToString(<CountedInput id="t" value="空调不制冷" maxLength={50} invalid onChange={() => undefined} />).replace(
      /<!-- -->/g,
      '',
    );
    expect(html).toContain('maxLength="50"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-hidden="true">5 \/ 50<\/span>/);
  });

  it('TextArea starts at its minimum lines, grows to its maximum, and counts below', () => {
    const html = renderToString(<TextArea id="c" value="" maxLength={1000} minRows={4} maxRows={10} onChange={() => undefined} />).replace(
      /<!-- -->/g,
      '',
    );
    expect(html).toContain('rows="4"');
    expect(html).toContain('--min-rows:4;--max-rows:10');
    expect(html).toMatch(/aria-hidden="true">0 \/ 1000<\/span>/);
    expect(html).not.toContain('aria-invalid');
  });
});
