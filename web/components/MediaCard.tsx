import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FactList, type Fact } from './FactList';
import { Marked, useListKeyword } from './Marked';
import s from './MediaCard.module.css';
import m from './styles/media.module.css';
import { localFileUrl } from '~/lib/file-url';

/** Image shapes used by the portal's cards: 16:10 services, 4:3 rooms, 1:1 logos. */
export type CardRatio = 'wide' | 'photo' | 'square';

export type MediaCardProps = {
  href: string;
  title: string;
  /** What the title's link shows when it is more than the text (a search hit's title with the keyword marked). */
  titleContent?: ReactNode;
  image?: string;
  ratio?: CardRatio;
  /** h2 on list pages (the page's h1 is above), h3 inside a home or landing section. */
  level?: 2 | 3;
  subtitle?: string;
  facts?: Fact[];
  actions?: ReactNode;
  /** Image beside the text at every width (long summaries), rather than above it. */
  horizontal?: boolean;
};

/**
 * A list card in the spec's fixed field order: image, title, facts, actions. The title is the link; the
 * image repeats it for the mouse only. On phones the image moves beside the text.
 */
export function MediaCard(props: MediaCardProps) {
  const { href, title, titleContent, image, ratio = 'wide', level = 2, subtitle, facts = [], actions, horizontal = false } = props;
  const Heading = level === 2 ? 'h2' : 'h3';
  const className = [s.card, image === undefined && s.noMedia, horizontal && s.horizontal, ratio === 'square' && s.logo]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className}>
      {image !== undefined && (
        <Link to={href} className={`${s.media} ${m[ratio]}`} tabIndex={-1} aria-hidden="true">
          {image ? <img src={localFileUrl(image)} alt={title} loading="lazy" decoding="async" /> : <span className={s.blank} />}
        </Link>
      )}
      <div className={s.body}>
        <Heading className={s.title}>
          <Link to={href}>{titleContent ?? title}</Link>
        </Heading>
        {subtitle && <p className={s.subtitle}>{subtitle}</p>}
        {facts.length > 0 && <FactList facts={facts} className={s.facts} rowClassName={s.fact} />}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </article>
  );
}

/** Cards in a responsive grid: as many columns of at least `min` px as fit, one column on phones. */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return (
    <ul className={s.grid} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))` }}>
      {children}
    </ul>
  );
}

/** A list's items as cards in a CardGrid: one MediaCard an item, as `card` describes it. */
type CardListProps<T> = { items: T[]; min?: number; card: (item: T) => MediaCardProps };

export function CardList<T extends { id: number; excerpt?: string }>({ items, min, card }: CardListProps<T>) {
  const keyword = useListKeyword();
  return (
    <CardGrid min={min}>
      {items.map((item) => (
        <li key={item.id}>
          <MediaCard {...marked(card(item), item.excerpt, keyword)} />
        </li>
      ))}
    </CardGrid>
  );
}

/** A card of a list searched by keyword: the keyword marked in the title and, for a match in the body, the words around it. */
function marked(props: MediaCardProps, excerpt: string | undefined, keyword: string): MediaCardProps {
  if (!keyword) return props;
  return {
    ...props,
    titleContent: <Marked text={props.title} keyword={keyword} />,
    facts: excerpt ? [...(props.facts ?? []), { label: '正文', value: <Marked text={excerpt} keyword={keyword} /> }] : props.facts,
  };
}
