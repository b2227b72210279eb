import { paths } from '~/config/paths';
import { lastKnownUnread } from '../bell';
import { MessageBell } from './MessageBell';

/**
 * The bell in the public header of a signed-in company user (/, /search, /companyinfo…), as the company area shows
 * it: one header everywhere. Served with the count the root loader asked for the signed-in request; after a client
 * navigation from the company area, the count that area's bell last had (the root's is as old as the first page).
 */
export function PortalBell({ served }: { served: number | null }) {
  return <MessageBell to={paths.personal.messages} unread={lastKnownUnread() ?? served} />;
}
