import type { ShopCard } from '@shared/contracts/services';
import { countFact, factIf, type Fact } from '~/components/FactList';

/** A settled company's facts: industry (when given), main business (its page only), address, view count. */
export const companyFacts = (c: ShopCard, business = ''): Fact[] => [
  ...factIf('所属行业', c.cat_name),
  ...factIf('主营业务', business),
  { label: '企业地址', value: c.address },
  countFact('浏览次数', c.see_number),
];
