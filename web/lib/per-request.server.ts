import type { AppLoadContext } from 'react-router';

/**
 * A loader helper whose answer is asked once per request however many loaders want it (the back office's layout and
 * its overview page both show the inbox backlog): the first call's promise is kept with the request's context and
 * goes with it. For reads only: a loader that changes something must not be answered from an earlier call.
 */
export function oncePerRequest<T>(load: (context: AppLoadContext) => Promise<T>): (context: AppLoadContext) => Promise<T> {
  const asked = new WeakMap<AppLoadContext, Promise<T>>();
  return (context) => {
    let found = asked.get(context);
    if (!found) {
      found = load(context);
      asked.set(context, found);
    }
    return found;
  };
}
