import { describe, expect, it } from 'vitest';
import { contactRows, paymentCodeLabel, paymentCodes, splitValues, telHref } from './park-contact';

describe('park contact details', () => {
  it('lists the settings that are filled, with tel: and mailto: links', () => {
    const rows = contactRows({
      people: '企业服务中心 林老师',
      phone: '0571-88886001 / 138 0000 1111',
      email: 'service@park.cn',
      address: ' ',
    });
    expect(rows.map((r) => r.key)).toEqual(['people', 'phone', 'email']);
    expect(rows[1]!.values).toEqual([
      { text: '0571-88886001', href: 'tel:057188886001' },
      { text: '138 0000 1111', href: 'tel:13800001111' },
    ]);
    expect(rows[2]!.values).toEqual([{ text: 'service@park.cn', href: 'mailto:service@park.cn' }]);
    expect(contactRows({})).toEqual([]);
  });

  it('splits several values and dials the main number of an extension', () => {
    expect(splitValues('a@x.cn；b@x.cn、c@x.cn')).toEqual(['a@x.cn', 'b@x.cn', 'c@x.cn']);
    expect(splitValues(undefined)).toEqual([]);
    expect(telHref('0571-88886001转8001')).toBe('tel:057188886001');
    expect(telHref('+86 571 8888 6001')).toBe('tel:+8657188886001');
  });
});

describe('payment codes', () => {
  it('labels a code from its file name when it says which', () => {
    expect(paymentCodeLabel('http://127.0.0.1:3000/demo/qr/wechat-pay.svg')).toBe('微信支付');
    expect(paymentCodeLabel('/demo/qr/alipay.svg')).toBe('支付宝');
    expect(paymentCodeLabel('/demo/qr/bank-transfer.svg')).toBe('对公转账');
    expect(paymentCodeLabel('/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(paymentCodeLabel('/qr/%E5%BE%AE%E4%BF%A1.png')).toBe('微信支付');
    expect(paymentCodeLabel('/qr/%E0%A4%A.png')).toBeNull();
  });

  it('numbers codes whose name says nothing and skips blank entries', () => {
    expect(paymentCodes(['/demo/qr/alipay.svg', ' ', '/uploads/a.jpg'])).toEqual([
      { url: '/demo/qr/alipay.svg', label: '支付宝' },
      { url: '/uploads/a.jpg', label: '收款码 2' },
    ]);
    expect(paymentCodes(undefined)).toEqual([]);
  });
});
