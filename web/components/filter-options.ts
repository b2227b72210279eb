import type { FilterOption } from './FilterLinks';

/** Filter choices as links (FilterLinks): each to its value's address; the one equal to `active` is the current one. */
export function linkOptions<V extends string | number>(
  choices: readonly { value: V; label: string }[],
  active: V,
  href: (value: V) => string,
): FilterOption[] {
  return choices.map((c) => ({ key: c.value, label: c.label, href: href(c.value), active: c.value === active }));
}

/** Categories from the server with 全部 (id 0) prepended, as links: the keyword is kept, the page goes back to 1. */
export const categoryOptions = (categories: readonly { id: number; name: string }[], active: number, href: (id: number) => string) =>
  linkOptions([{ value: 0, label: '全部' }, ...categories.map((c) => ({ value: c.id, label: c.name }))], active, href);
