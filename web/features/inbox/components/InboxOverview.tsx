import { Link } from 'react-router';
import type { InboxSummary } from '@shared/contracts/inbox';
import { Titled } from '~/components/Titled';
import { inboxLines } from '../inbox-view';
import s from './InboxOverview.module.css';

/** The overview's "answers due" row: each inbox's backlog in a sentence, worst first, linking to the filtered inbox. */
export function InboxOverview({ summary }: { summary: InboxSummary | null }) {
  if (!summary) return null;
  const lines = inboxLines(summary);
  return (
    <Titled id="inbox-overview" title="待办答复" className={s.section} headingClassName={s.heading}>
      <ul className={s.lines}>
        {lines.map((l) => (
          <li key={l.key} className={`${s.line} ${s[l.tone]}`}>
            {/* A list item keeps its role; the alert (a critical backlog) is the line inside it. */}
            <div className={s.row} role={l.tone === 'critical' ? 'alert' : undefined}>
              <span className={s.title}>{l.title}</span>
              <Link to={l.href} className={s.text}>
                {l.text}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Titled>
  );
}
