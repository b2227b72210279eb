/** A room's reference rent: `monthly_rent` is in fen, 0 means negotiable (docs/spec-decisions.md). */
export function formatRent(fen: number): string {
  if (!Number.isFinite(fen) || fen <= 0) return '面议';
  return `约 ${Math.round(fen / 100).toLocaleString('zh-CN')} 元/月`;
}

/** Area as served (square metres as text, no trailing zeros), with the unit. */
export const formatArea = (area: string) => `${area} ㎡`;
