/**
 * A tiny markup for seed content, so the data files read as prose: '## ' heading, '- ' bullet, '1. ' numbered
 * item, '![说明](/demo/x.svg)' picture, '**粗体**' inline; every other line is a paragraph.
 */
export function rich(source: string): string {
  const out: string[] = [];
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null;
  const flush = () => {
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${i}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  const inline = (s: string) => s.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^- (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    const tag = bullet ? 'ul' : numbered ? 'ol' : null;
    if (tag) {
      if (list?.tag !== tag) {
        flush();
        list = { tag, items: [] };
      }
      list.items.push(inline((bullet ?? numbered)![1]!));
      continue;
    }
    flush();
    const img = /^!\[(.*)\]\((.+)\)$/.exec(line);
    if (img) out.push(`<p style="text-align:center"><img src="${img[2]}" alt="${img[1]}" /></p>`);
    else if (line.startsWith('## ')) out.push(`<h3>${inline(line.slice(3))}</h3>`);
    else out.push(`<p>${inline(line)}</p>`);
  }
  flush();
  return out.join('\n');
}

/** The detail page of a service: what it is, what it offers, then how to take it up. */
export function serviceContent(opts: { intro: string; heading: string; points: string[]; sections: [string, string][] }): string {
  const lines = [opts.intro, `## ${opts.heading}`, ...opts.points.map((p) => `- ${p}`)];
  for (const [title, text] of opts.sections) lines.push(`## ${title}`, text);
  return rich(lines.join('\n'));
}
