import { redirect } from 'react-router';

/** Browsers ask for /favicon.ico on their own; the icon is an SVG. */
export function loader() {
  return redirect('/favicon.svg', 301);
}
