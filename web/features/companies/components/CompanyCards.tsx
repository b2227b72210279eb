import type { ShopCard } from '@shared/contracts/services';
import { LinkButton } from '~/components/LinkButton';
import { CardGrid, MediaCard } from '~/components/MediaCard';
import { paths } from '~/config/paths';

/** Settled companies (spec §2): logo, name, address, view count and a detail button. */
export function CompanyCards({ items, level = 2 }: { items: ShopCard[]; level?: 2 | 3 }) {
  return (
    <CardGrid min={300}>
      {items.map((c) => (
        <li key={c.id}>
          <MediaCard
            href={paths.companyDetail(c.id)}
            title={c.shop_name}
            image={c.shop_logo}
            ratio="square"
            horizontal
            level={level}
            facts={[
              ...(c.cat_name ? [{ label: '所属行业', value: c.cat_name }] : []),
              { label: '企业地址', value: c.address },
              { label: '浏览次数', value: `${c.see_number} 次` },
            ]}
            actions={
              <LinkButton to={paths.companyDetail(c.id)} aria-label={`查看详情：${c.shop_name}`}>
                查看详情
              </LinkButton>
            }
          />
        </li>
      ))}
    </CardGrid>
  );
}
