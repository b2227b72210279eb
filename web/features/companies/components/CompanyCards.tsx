import type { ShopCard } from '@shared/contracts/services';
import { LinkButton } from '~/components/LinkButton';
import { CardList } from '~/components/MediaCard';
import { paths } from '~/config/paths';
import { companyFacts } from '../company-facts';

/** Settled companies (spec §2): logo, name, address, view count and a detail button. */
export function CompanyCards({ items, level = 2 }: { items: ShopCard[]; level?: 2 | 3 }) {
  return (
    <CardList
      items={items}
      min={300}
      card={(c) => ({
        href: paths.companyDetail(c.id),
        title: c.shop_name,
        image: c.shop_logo,
        ratio: 'square',
        horizontal: true,
        level,
        facts: companyFacts(c),
        actions: (
          <LinkButton to={paths.companyDetail(c.id)} aria-label={`查看详情：${c.shop_name}`}>
            查看详情
          </LinkButton>
        ),
      })}
    />
  );
}
