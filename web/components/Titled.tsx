import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  /** A section, or a nav for a block of links to the site's sections. */
  as?: 'section' | 'nav';
  children: ReactNode;
};

/** A section named by its own h2 heading (aria-labelledby). */
export function Titled({ id, title, className, headingClassName, as: Tag = 'section', children }: Props) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
