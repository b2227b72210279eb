import { SITE_LIMITS } from '@shared/contracts/site-admin';
import { ImageSlot, type RenderImage } from './ImageSlot';
import s from './SiteAdmin.module.css';

/** The payment codes: each one shown (and removable), plus an empty slot while there is room. */
export function CodeList({
  value = [],
  onChange,
  onBusyChange,
  render,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  onBusyChange: (b: boolean) => void;
  render: RenderImage;
}) {
  const set = (i: number, url: string) => onChange?.(url ? value.map((v, j) => (j === i ? url : v)) : value.filter((_, j) => j !== i));
  return (
    <div className={s.codes}>
      {value.map((url, i) => (
        <ImageSlot
          key={url}
          id={`collect_code_${i}`}
          label={`收款码${i + 1}`}
          render={render}
          value={url}
          onChange={(u) => set(i, u)}
          onBusyChange={onBusyChange}
        />
      ))}
      {value.length < SITE_LIMITS.collectCodes && (
        <ImageSlot
          key={`new-${value.length}`}
          id="collect_code_new"
          label="收款码"
          render={render}
          value=""
          onChange={(u) => u && onChange?.([...value, u])}
          onBusyChange={onBusyChange}
        />
      )}
    </div>
  );
}
