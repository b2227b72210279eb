import { describe, expect, it } from 'vitest';
import { checkConsultation, emptyConsultationValues } from './consultation-form';
import { ConsultationType } from './open-consultation';

const room = { type: ConsultationType.LEASING, id: 7, title: 'A座-1203' };
const filled = { name: '王经理', phone: '13812345678', company_name: '', content: '想预约看房' };

describe('checkConsultation', () => {
  it("asks for the missing name or content with '请完善信息', under that field", () => {
    expect(checkConsultation(room, { ...filled, name: '  ' })).toEqual({ ok: false, errors: { name: '请完善信息' } });
    expect(checkConsultation(room, { ...filled, content: '' })).toEqual({ ok: false, errors: { content: '请完善信息' } });
    expect(checkConsultation(room, emptyConsultationValues())).toEqual({ ok: false, errors: { name: '请完善信息' } });
  });

  it('asks for the phone once name and content are there, then checks its pattern', () => {
    expect(checkConsultation(room, { ...filled, phone: '' })).toEqual({ ok: false, errors: { phone: '请输入手机号' } });
    for (const bad of ['12812345678', '1381234567', '138123456789', '1381234567a']) {
      expect(checkConsultation(room, { ...filled, phone: bad })).toEqual({ ok: false, errors: { phone: '手机号码错误！' } });
    }
  });

  it('sends the type code and the item id as question_id, trimmed', () => {
    const check = checkConsultation(room, { ...filled, name: ' 王经理 ', company_name: ' 云图科技 ' });
    expect(check).toEqual({
      ok: true,
      body: { type: 3, question_id: 7, name: '王经理', phone: '13812345678', company_name: '云图科技', content: '想预约看房' },
    });
  });

  it('asks about no item when the subject has no id (the home form)', () => {
    const check = checkConsultation({ type: ConsultationType.LEASING }, filled);
    expect(check.ok && check.body.question_id).toBe(0);
  });

  it('pre-fills the content from the subject note', () => {
    expect(emptyConsultationValues({ type: 2, note: '关于《某政策》：' }).content).toBe('关于《某政策》：');
  });
});
