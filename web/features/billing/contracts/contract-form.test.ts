import { describe, expect, it } from 'vitest';
import {
  checkContract,
  contractPayload,
  defaultAmountDue,
  emptyContractValues,
  formContractEnd,
  roomOptions,
  valuesFromItem,
  yuanText,
  type ContractFormValues,
} from './contract-form';
import { FEE_KIND, LEASE_KIND } from './contract-kinds';
import { fee, lease } from './test-fixtures';

const leaseValues = (over: Partial<ContractFormValues> = {}): ContractFormValues => ({
  ...emptyContractValues('2026-03-01'),
  company_id: 3,
  room_id: 12,
  number: ' HT-1 ',
  price: '12000.5',
  real_money: '36001.50',
  ...over,
});

describe('amount due per period', () => {
  it('is the monthly price times the months of a period, in exact yuan', () => {
    expect(defaultAmountDue('12000.5', 3)).toBe('36001.50');
    expect(defaultAmountDue('0.01', 12)).toBe('0.12');
    expect(defaultAmountDue(' 800 ', 1)).toBe('800.00');
    expect(defaultAmountDue('0.1', 3)).toBe('0.30');
  });

  it('stays empty while the price is not an amount', () => {
    expect(defaultAmountDue('', 3)).toBe('');
    expect(defaultAmountDue('12.345', 3)).toBe('');
    expect(defaultAmountDue('-5', 3)).toBe('');
    expect(defaultAmountDue('abc', 1)).toBe('');
  });
});

describe('form ⇄ payload', () => {
  it('sends a new lease with yuan strings as typed and leaves empty optional fields out', () => {
    expect(contractPayload(LEASE_KIND, leaseValues())).toEqual({
      company_id: 3,
      room_id: 12,
      number: 'HT-1',
      sign_time: '2026-03-01',
      start_time: '2026-03-01',
      lease_months: 12,
      cycle_months: 3,
      price: '12000.5',
      real_money: '36001.50',
    });
  });

  it('sends the id, deposit and paid-through date when editing', () => {
    const body = contractPayload(LEASE_KIND, valuesFromItem(lease), lease.id);
    expect(body).toEqual({
      id: 7,
      company_id: 3,
      room_id: 12,
      number: 'HT-2026-001',
      sign_time: '2026-01-20',
      start_time: '2026-02-01',
      lease_months: 12,
      cycle_months: 3,
      price: '12000.50',
      real_money: '36001.50',
      yajin: '24000.00',
      expire_time: '2026-04-30',
    });
  });

  it('sends only the fee fields for a fee contract', () => {
    expect(contractPayload(FEE_KIND, valuesFromItem(fee), fee.id)).toEqual({
      id: 9,
      company_id: 3,
      title: '物业费',
      number: 'FW-2026-001',
      sign_time: '2026-01-01',
      lease_months: 6,
      cycle_months: 1,
      price: '800.00',
      real_money: '800.00',
      expire_time: '2026-01-31',
    });
  });

  it('accepts a valid lease with the server contract', () => {
    const checked = checkContract(LEASE_KIND, leaseValues({ yajin: '0', expire_time: '2026-03-31' }));
    expect(checked.ok).toBe(true);
    // The yuan string goes to the server unparsed (the server turns it into fen).
    if (checked.ok) expect(checked.payload.price).toBe('12000.5');
  });

  it("refuses with the server's messages under the fields", () => {
    const checked = checkContract(
      LEASE_KIND,
      leaseValues({ price: '-1', number: ' ', real_money: '1.234', start_time: '2026-02-30', cycle_months: 2 }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        number: '请输入合同编号',
        start_time: '起租日期不是有效日期（格式 yyyy-MM-dd）',
        cycle_months: '付款方式应为月付、季付、半年付或年付',
        price: '月租金不能为负数',
        real_money: '每期应缴格式错误，应为不超过两位小数的金额',
      },
    });
  });

  it('asks for the company and the room by name', () => {
    const checked = checkContract(LEASE_KIND, leaseValues({ company_id: undefined, room_id: undefined }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toMatchObject({ company_id: '请选择企业', room_id: '请选择房间' });
    const feeCheck = checkContract(FEE_KIND, { ...emptyContractValues('2026-03-01'), company_id: 3, price: '800' });
    expect(feeCheck).toEqual({ ok: false, errors: { title: '请输入费用名称', number: '请输入合同编号' } });
  });

  it('sends a new fee contract with its trimmed number, checked like a lease number', () => {
    const values = { ...emptyContractValues('2026-03-01'), company_id: 3, title: ' 物业费 ', number: ' FW-1 ', price: '800' };
    const checked = checkContract(FEE_KIND, values);
    expect(checked).toEqual({
      ok: true,
      payload: { company_id: 3, title: '物业费', number: 'FW-1', sign_time: '2026-03-01', lease_months: 12, cycle_months: 3, price: '800' },
    });
    expect(checkContract(FEE_KIND, { ...values, number: 'F'.repeat(65) })).toEqual({
      ok: false,
      errors: { number: '合同编号不能超过 64 个字' },
    });
  });
});

describe('contract end shown in the form', () => {
  it('counts a lease from its start and a fee contract from its sign date', () => {
    expect(formContractEnd(LEASE_KIND, leaseValues({ start_time: '2026-01-01', lease_months: 12 }))).toBe('2026-12-31');
    expect(formContractEnd(LEASE_KIND, leaseValues({ start_time: '2026-01-15', lease_months: 1 }))).toBe('2026-02-14');
    expect(formContractEnd(FEE_KIND, { ...emptyContractValues('2024-01-01'), lease_months: 2 })).toBe('2024-02-29');
  });

  it('waits for a valid start and length', () => {
    expect(formContractEnd(LEASE_KIND, leaseValues({ start_time: '' }))).toBeNull();
    expect(formContractEnd(LEASE_KIND, leaseValues({ lease_months: undefined }))).toBeNull();
    expect(formContractEnd(LEASE_KIND, leaseValues({ lease_months: 0 }))).toBeNull();
  });
});

describe('room options', () => {
  const rooms = [
    { id: 1, number: 'A101', title: '朝南办公室', position: 'A座', monthly_rent: '5000.00', leased: false },
    { id: 12, number: 'A座1205', title: '', position: 'A座', monthly_rent: '12000.00', leased: true },
  ];

  it('marks let rooms 已出租 and disables them, except the lease being edited', () => {
    expect(roomOptions(rooms)).toEqual([
      { value: 1, label: 'A101 朝南办公室', disabled: false },
      { value: 12, label: 'A座1205（已出租）', disabled: true },
    ]);
    expect(roomOptions(rooms, 12)[1]).toEqual({ value: 12, label: 'A座1205', disabled: false });
  });

  it('lists free rooms first, keeping their order', () => {
    const three = [{ ...rooms[1]!, id: 5 }, ...rooms, { ...rooms[0]!, id: 2, number: 'A102', title: '' }];
    expect(roomOptions(three).map((o) => o.value)).toEqual([1, 2, 5, 12]);
  });
});

describe('money in tables', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(yuanText('1234567.5')).toBe('1,234,567.50 元');
    expect(yuanText('0.00')).toBe('0.00 元');
    expect(yuanText('面议')).toBe('面议');
  });
});
