import { Descriptions, type DescriptionsProps } from 'antd';

/** A fact that fills a whole row of the table (both columns from md up). */
export const WIDE = { xs: 1, sm: 1, md: 2 } as const;

/** A record's facts as a bordered table of label and value, two to a row from md up (detail dialogs and pages). */
export function FactTable({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions bordered size="small" styles={{ label: { whiteSpace: 'nowrap' } }} column={WIDE} items={items} />;
}
