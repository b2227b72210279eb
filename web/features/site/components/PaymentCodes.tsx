import type { SiteConfig } from '@shared/contracts/site';
import { EmptyState } from '~/components/EmptyState';
import { Titled } from '~/components/Titled';
import { localFileUrl } from '~/lib/file-url';
import { contactRows, paymentCodes } from '../park-contact';
import s from './ParkContact.module.css';

/**
 * /payment_way: the park's payment QR codes (config collect_code), each at least 240 px so a phone can scan it
 * from the screen, with how to pay and to keep the receipt.
 */
export function PaymentCodes({ config }: { config: Partial<SiteConfig> }) {
  const codes = paymentCodes(config.collect_code);
  const phone = contactRows(config).find((r) => r.key === 'phone');
  return (
    <div className={s.stack}>
      {codes.length === 0 ? (
        <EmptyState description="园区暂未设置收款码，请联系园区服务中心办理缴费" />
      ) : (
        <ul className={s.codes} aria-label="收款码">
          {codes.map((c) => (
            <li key={c.url} className={s.code}>
              <figure>
                <img src={localFileUrl(c.url)} alt={`${c.label}收款码`} width={260} height={260} className={s.qr} />
                <figcaption className={s.codeLabel}>{c.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <Titled id="pay-howto" title="缴费说明" className={s.note} headingClassName={s.noteTitle}>
        <ol>
          <li>用微信、支付宝等应用的“扫一扫”扫描对应收款码；在手机上浏览时，可长按图片保存后在应用中识别。</li>
          <li>付款备注请写明：企业名称 + 房号或费用名称 + 缴费月份，便于财务核对。</li>
          <li>对公转账请使用企业账户汇款。</li>
          <li>
            <strong>请保留付款凭证</strong>（付款截图或银行电子回单）。财务确认到账后更新缴费记录，可在“房屋费用”“服务费用”中查看。
          </li>
        </ol>
        {phone && (
          <p>
            缴费疑问请致电{' '}
            {phone.values.map((v, i) => (
              <span key={v.text}>
                {i > 0 && ' / '}
                <a href={v.href}>{v.text}</a>
              </span>
            ))}
          </p>
        )}
      </Titled>
    </div>
  );
}
