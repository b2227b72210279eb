import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '@shared/contracts/applications';
import { contextAnswering, drifted } from '~/lib/answering-context';
import { loader } from './apply';

const rejected: ApplicationView = {
  id: 7,
  shop_name: '星河科技有限公司',
  people_name: '张三',
  mobile: '13800138000',
  email: '',
  province: 330000,
  city: 330100,
  district: 330108,
  region: '浙江省杭州市滨江区',
  address: '浙江省杭州市滨江区网商路 599 号',
  add_detail: '网商路 599 号',
  content: '',
  domain: '',
  see_number: 0,
  cat_id: '1',
  cat_name: '电子信息',
  license: 'http://park.test/files/3',
  befor_pic: 'http://park.test/files/4',
  after_pic: '',
  shop_logo: '',
  status: 2,
  status_name: '已驳回',
  remark: '营业执照照片不清晰',
  createtime: '2025-03-01 10:00:00',
  reviewtime: '2025-03-02 09:30:00',
  id_photos_deleted: '',
};

const load = async (envelope: Parameters<typeof contextAnswering>[0]) => {
  const { context, asked } = contextAnswering(envelope);
  const data = await loader({ context, request: new Request('http://park.test/apply'), params: {} } as Parameters<typeof loader>[0]);
  return { data, asked };
};

describe('/apply loader: the company’s own settle-in application', () => {
  it('reads my_shop and hands the record on as filed (status, remark, details)', async () => {
    const { data, asked } = await load({ code: 1, msg: 'ok', data: rejected });
    expect(asked).toEqual(['/api/index/my_shop']);
    expect(data).toEqual({ kind: 'record', application: rejected });
  });

  it('says there is no application yet when my_shop answers null', async () => {
    expect((await load({ code: 1, msg: 'ok', data: null })).data).toEqual({ kind: 'none' });
  });

  it('says why when the call is refused or its answer drifts', async () => {
    expect((await load({ code: 0, msg: '服务器繁忙，请稍后再试', data: null })).data).toEqual({
      kind: 'error',
      msg: '服务器繁忙，请稍后再试',
    });
    expect((await load(drifted)).data).toMatchObject({ kind: 'error' });
  });
});
