import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { rememberDisplayMode, useDisplayMode } from '~/lib/display-mode';
import s from './DisplaySwitch.module.css';

/**
 * The 适老化模式 switch (issue 14) in the header of the public site and of the back office: a real button whose
 * pressed state (aria-pressed) says whether the mode is on; its name stays 适老化模式 and a drawn switch shows the
 * state. With JavaScript it changes the page in place and writes the cookie; without, it is a GET form to
 * /go/display (routes/go-display.ts), which writes the cookie and comes back to this page.
 */
export function DisplaySwitch({ tone = 'plain' }: { tone?: 'plain' | 'compact' }) {
  const { mode, setMode } = useDisplayMode();
  const { pathname, search } = useLocation();
  const on = mode === 'care';
  const next = on ? 'standard' : 'care';
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    rememberDisplayMode(next);
    setMode(next);
  };
  return (
    <form method="get" action={paths.displaySwitch} onSubmit={onSubmit} className={s.form}>
      <input type="hidden" name="mode" value={next} />
      <input type="hidden" name="from" value={pathname + search} />
      <button type="submit" aria-pressed={on} className={tone === 'compact' ? `${s.switch} ${s.compact}` : s.switch}>
        <span className={s.track} aria-hidden="true">
          <span className={s.knob} />
        </span>
        适老化模式
      </button>
    </form>
  );
}
