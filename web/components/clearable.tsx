import { CloseCircleFilled } from '@ant-design/icons';

/** What a field's clear button is called (spoken by screen readers; antd's own name is "Clear" in English). */
export const CLEAR_LABEL = '清除';

/**
 * The one `allowClear` of every antd field that may be emptied by a button (Input, Select, AutoComplete, Cascader):
 * antd's own icon, named 清除. Select, AutoComplete and Cascader put `label` on their clear button's aria-label; Input's
 * button takes its name from the icon's. The button is a Tab stop of its own (issue 14: every control by keyboard).
 */
export const clearable = {
  clearIcon: <CloseCircleFilled aria-label={CLEAR_LABEL} />,
  label: CLEAR_LABEL,
};
