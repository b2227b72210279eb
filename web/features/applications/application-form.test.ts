import { describe, expect, it } from 'vitest';
import { applicationView } from '~/test/fixtures';
import {
  checkBeforeSubmit,
  emptyForm,
  formFromApplication,
  toSubmitPayload,
  UPLOAD_WAIT_MSG,
  type ApplicationForm,
} from './application-form';

const filled = (over: Partial<ApplicationForm> = {}): ApplicationForm => ({
  ...emptyForm(),
  shop_name: ' 星河科技有限公司 ',
  people_name: '张三',
  mobile: '13800138000',
  region: { province: 330000, city: 330100, district: 330108 },
  address: '网商路 599 号',
  cat_ids: [3, 1],
  license: '/files/11',
  shop_logo: '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg',
  ...over,
});

// A rejected application, as shop_info gives it back for re-applying.
const application = applicationView({
  id: 9,
  shop_name: '星河科技有限公司',
  email: 'finance@xinghe.example.cn',
  province: 110000,
  city: 110100,
  district: 110108,
  region: '北京市海淀区',
  address: '北京市海淀区中关村大街 1 号',
  add_detail: '中关村大街 1 号',
  cat_id: '2,5',
  cat_name: '人工智能、生物医药',
  license: 'http://park.example/files/3',
  befor_pic: 'http://park.example/files/4',
  status: 2,
  status_name: '已驳回',
  remark: '执照模糊',
});

describe('settle-in form → shop_submit payload (spec §5)', () => {
  it('fills province, city and district from the region and joins cat_id with commas', () => {
    const p = toSubmitPayload(filled());
    expect(p).toMatchObject({ province: 330000, city: 330100, district: 330108, cat_id: '3,1', shop_name: '星河科技有限公司' });
    expect(p).not.toHaveProperty('id');
  });

  it('adds the id when re-applying', () => {
    expect(toSubmitPayload(filled(), 9)).toMatchObject({ id: 9 });
  });

  it('sends the ID photos only with the separate consent', () => {
    expect(toSubmitPayload(filled({ befor_pic: '/files/12', after_pic: '/files/13' }))).toMatchObject({
      befor_pic: '',
      after_pic: '',
      id_consent: false,
    });
    expect(toSubmitPayload(filled({ befor_pic: '/files/12', after_pic: '/files/13', id_consent: true }))).toMatchObject({
      befor_pic: '/files/12',
      after_pic: '/files/13',
      id_consent: true,
    });
  });

  it('starts a re-application from the rejected application, consent included when ID photos were given', () => {
    const f = formFromApplication(application);
    expect(f).toMatchObject({
      region: { province: 110000, city: 110100, district: 110108 },
      cat_ids: [2, 5],
      id_consent: true,
      befor_pic: 'http://park.example/files/4',
      email: 'finance@xinghe.example.cn',
    });
    expect(toSubmitPayload(f, application.id)).toMatchObject({
      id: 9,
      cat_id: '2,5',
      license: 'http://park.example/files/3',
      email: 'finance@xinghe.example.cn',
    });
  });
});

describe('checks before sending', () => {
  it('gives the spec messages under their fields, the region as one field', () => {
    const check = checkBeforeSubmit(emptyForm(), {});
    expect(check).toEqual({
      ok: false,
      errors: {
        shop_name: '请输入企业名称',
        people_name: '请输入联系人',
        mobile: '请输入联系方式',
        region: '请选择地址',
        license: '请上传营业执照',
      },
    });
  });

  it('wants exactly 11 digits for the mobile', () => {
    for (const mobile of ['1380013800', '138001380001', '1380013800a']) {
      const check = checkBeforeSubmit(filled({ mobile }), {});
      expect(check.ok === false && 'errors' in check && check.errors.mobile).toBe('请输入正确的手机号');
    }
  });

  it('takes an optional e-mail (trimmed), and refuses one that is not an address', () => {
    expect(checkBeforeSubmit(filled(), {})).toMatchObject({ ok: true, payload: { email: '' } });
    expect(checkBeforeSubmit(filled({ email: ' Finance@xinghe.example.cn ' }), {})).toMatchObject({
      ok: true,
      payload: { email: 'Finance@xinghe.example.cn' },
    });
    for (const email of ['finance', 'finance@xinghe', 'a b@xinghe.cn', `${'a'.repeat(96)}@x.cn`]) {
      const check = checkBeforeSubmit(filled({ email }), {});
      expect(check.ok === false && 'errors' in check && check.errors.email, email).toBe('请输入正确的电子邮箱');
    }
  });

  it('refuses to send while an image is still uploading (spec §8 wait message)', () => {
    expect(checkBeforeSubmit(filled(), { befor_pic: true })).toEqual({ ok: false, wait: UPLOAD_WAIT_MSG });
    expect(checkBeforeSubmit(filled(), { befor_pic: false }).ok).toBe(true);
  });

  it('drops ID photos left without consent instead of sending them', () => {
    const check = checkBeforeSubmit(filled({ befor_pic: '/files/12' }), {});
    expect(check.ok && check.payload.befor_pic).toBe('');
  });

  it('passes a complete form with the payload the server will get', () => {
    const check = checkBeforeSubmit(filled(), {});
    expect(check.ok && check.payload.cat_id).toBe('3,1');
  });
});
