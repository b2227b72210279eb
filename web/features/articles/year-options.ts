/** The year filter's choices: 全部年份, then the years that have items, newest first (issue 29). */
export function yearOptions(years: readonly number[], current: number): { value: number; label: string }[] {
  // A year chosen in the URL that has no items (any longer) still shows, chosen, so the empty list explains itself.
  const all = current && !years.includes(current) ? [...years, current].sort((a, b) => b - a) : years;
  return [{ value: 0, label: '全部年份' }, ...all.map((y) => ({ value: y, label: `${y}年` }))];
}
