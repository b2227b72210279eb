import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './meta';

type Matches = Parameters<typeof pageMeta>[0];

/** A page that answers 404 (an unknown address, a missing item): its title and description, kept out of search results. */
export function notFoundMeta(matches: Matches, title: string, description: string): MetaDescriptor[] {
  return [...pageMeta(matches, title, description), { name: 'robots', content: 'noindex' }];
}
