import { describe, expect, it } from 'vitest';
import { deliveryTags, reminderSubject } from './reminder-view';

describe('reminder outcomes', () => {
  it('shows each channel as sent, failed with its error, or not sent', () => {
    const tags = deliveryTags({
      deliveries: [
        { channel: 'log', to: '', status: 'sent', error: '' },
        { channel: 'sms', to: '13800000000', status: 'failed', error: '签名不合法' },
        { channel: 'email', to: '', status: 'skipped', error: '企业未填写邮箱' },
      ],
    });
    expect(tags.map((t) => [t.color, t.text])).toEqual([
      ['success', '系统日志 已发送'],
      ['error', '短信 发送失败：签名不合法'],
      ['default', '邮件 未发送'],
    ]);
    expect(tags[1]!.title).toBe('短信（13800000000） 发送失败：签名不合法');
    expect(tags[2]!.title).toBe('邮件 未发送：企业未填写邮箱');
  });

  it('names the contract by its kind', () => {
    expect(reminderSubject({ record_type: 1, title: 'A座1205' })).toBe('房租 A座1205');
    expect(reminderSubject({ record_type: 2, title: '物业费' })).toBe('服务费 物业费');
  });
});
