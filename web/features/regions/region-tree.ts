/** An answer item of getRegionList: `leaf` means the division has no children (the end of the chain). */
export type RegionNode = { id: number; name: string; leaf: boolean };

/** antd Cascader option, loaded level by level. */
export type RegionOption = { value: number; label: string; isLeaf: boolean; children?: RegionOption[] };

/** The three codes shop_submit takes (spec §5: the region selection fills province, city, district). */
export type RegionCodes = { province: number; city: number; district: number };

export const NO_REGION: RegionCodes = { province: 0, city: 0, district: 0 };

/** -1 asks getRegionList for the provinces. */
export const TOP_LEVEL = -1;

export function toOptions(nodes: readonly RegionNode[]): RegionOption[] {
  return nodes.map((n) => ({ value: n.id, label: n.name, isLeaf: n.leaf }));
}

/**
 * Returns the tree with `children` hung under the option at `path` (codes from the top). A division that
 * turns out to have no children becomes a leaf, so it can still be chosen.
 */
export function withChildren(options: readonly RegionOption[], path: readonly number[], children: readonly RegionOption[]): RegionOption[] {
  const [head, ...rest] = path;
  return options.map((o) => {
    if (o.value !== head) return o;
    if (rest.length > 0) return { ...o, children: withChildren(o.children ?? [], rest, children) };
    return children.length > 0 ? { ...o, isLeaf: false, children: [...children] } : { ...o, isLeaf: true, children: undefined };
  });
}

/** Cascader value from the codes: [province, city, district], stopping at the first missing level. */
export function cascaderValue(codes: RegionCodes): number[] {
  const out: number[] = [];
  for (const c of [codes.province, codes.city, codes.district]) {
    if (!c) break;
    out.push(c);
  }
  return out;
}

/** Codes from a cascader value; missing levels are 0 (the contract's "none"). */
export function regionCodes(value: readonly (number | string)[] | null | undefined): RegionCodes {
  const [province, city, district] = (value ?? []).map(Number);
  return { province: province || 0, city: city || 0, district: district || 0 };
}

/** Parents whose children must be loaded to show a saved selection: the top level, then each chosen level but the last. */
export function parentsToLoad(codes: RegionCodes): number[] {
  return [TOP_LEVEL, ...cascaderValue(codes).slice(0, -1)];
}

/** Builds the option tree for a saved selection from the children lists of `parentsToLoad` (same order). */
export function prefilledOptions(codes: RegionCodes, levels: readonly (readonly RegionNode[])[]): RegionOption[] {
  const chain = cascaderValue(codes);
  let options = toOptions(levels[0] ?? []);
  for (let i = 1; i < levels.length; i += 1) options = withChildren(options, chain.slice(0, i), toOptions(levels[i] ?? []));
  return options;
}
