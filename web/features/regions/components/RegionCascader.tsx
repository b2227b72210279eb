import { Cascader } from 'antd';
import { useState } from 'react';
import { fetchRegionChildren } from '../api/regions';
import { cascaderValue, regionCodes, toOptions, withChildren, type RegionCodes, type RegionOption } from '../region-tree';
import { clearable } from '~/components/clearable';

export type RegionCascaderProps = {
  id: string;
  value: RegionCodes;
  onChange: (codes: RegionCodes) => void;
  /** The provinces (and the levels under a saved selection), from the page loader. */
  initialOptions: RegionOption[];
  invalid?: boolean;
  describedBy?: string;
};

/** 省 / 市 / 区 chosen level by level from getRegionList; only the last level (a leaf) completes the choice. */
export function RegionCascader({ id, value, onChange, initialOptions, invalid, describedBy }: RegionCascaderProps) {
  const [options, setOptions] = useState<RegionOption[]>(initialOptions);

  const loadData = (selected: RegionOption[]) => {
    const path = selected.map((o) => o.value);
    const parent = path.at(-1);
    if (parent === undefined) return;
    fetchRegionChildren(parent)
      .then((nodes) => setOptions((current) => withChildren(current, path, toOptions(nodes))))
      .catch(() => {
        // The client has shown the message; the level can be opened again to retry.
      });
  };

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      loadData={loadData}
      value={cascaderValue(value)}
      onChange={(v) => onChange(regionCodes(v as number[] | undefined))}
      placeholder="请选择省 / 市 / 区"
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      displayRender={(labels) => labels.filter((l, i) => i === 0 || l !== labels[i - 1]).join(' / ')}
      style={{ width: '100%' }}
      size="large"
      allowClear={clearable}
    />
  );
}
