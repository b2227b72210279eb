import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  AutoComplete,
  Button,
  Cascader,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Upload,
  Watermark,
} from 'antd';
import type { ReactNode } from 'react';
// The same renderer build as entry.server.tsx's (its Node build is never loaded by the server).
import { renderToString } from 'react-dom/server.edge';
import type { DisplayMode } from '@shared/display-mode';
import { AppProviders } from '~/components/AppProviders';
import { systemCareTheme, systemTheme } from '~/config/theme';
import { DisplayModeContext } from '~/lib/display-mode';

/**
 * Ant Design's styles on the server (issue 34). antd writes its CSS in JavaScript: each component's rules, each
 * theme's variables, computed from the theme's tokens when a component first renders in a style cache. With a cache
 * per request every page computed them all again and wrote them into its <head> (up to 180 KB on a back-office
 * page): a quarter of a signed-in page's server time went there.
 *
 * Now they are computed once per process: every render reads and fills one shared cache (the rules depend on the
 * theme only, never on the person or the data), and notes which entries it used. The build writes the rules of every
 * component the app uses, under all four themes, into one stylesheet with a content hash
 * (`/assets/antd-<hash>.css`, scripts/build.js); a page links it and writes inline only what the sheet lacks
 * (normally nothing). In the browser antd reads from the sheet which rules it holds (its cache-path rule) and
 * injects only the others, as it does for what a page opens later (a dialog, a date panel).
 */

type StyleCache = ReturnType<typeof createCache>;

/** Every entry any render of this process has needed: rules, theme variables, component variables. */
const shared = createCache();

/**
 * A style cache for one render: it reads and fills the shared one and records the keys this render used. antd only
 * reaches a cache through `opGet` and `opUpdate` while rendering (extractStyle reads the maps directly).
 */
export function renderStyleCache(): { cache: StyleCache; used: Set<string> } {
  const used = new Set<string>();
  const cache = createCache();
  cache.opGet = (key) => shared.opGet(key);
  cache.opUpdate = (key, valueFn) => {
    used.add(key);
    shared.opUpdate(key, valueFn);
  };
  return { cache, used };
}

/** What the build wrote: the sheet's address and the style-cache keys it holds. */
export type AntdSheet = { href: string; keys: string[] };

/** The <style> antd writes to tell the browser which rules a page already has; a sheet carries its own. */
const CACHE_PATH_STYLE = /<style\b[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/;

/** A cache holding only `keys`, copied from the shared one, for extractStyle. */
function only(keys: Iterable<string>): StyleCache {
  const part = createCache();
  for (const key of keys) {
    const entry = shared.cache.get(key);
    if (!entry) continue;
    part.cache.set(key, entry);
    part.updateTimes.set(key, shared.updateTimes.get(key) ?? 0);
  }
  return part;
}

/**
 * What goes into a page's <head> for the antd styles its render `used`: nothing when it rendered no antd
 * (a public page); with a built sheet, its link and inline only the entries the sheet lacks; without one (the dev
 * server, tests), every entry inline as antd's extractStyle writes them.
 */
export function antdHeadStyles(used: ReadonlySet<string>, sheet: { href: string; has: ReadonlySet<string> } | undefined): string {
  if (used.size === 0) return '';
  if (!sheet) return extractStyle(only(used));
  const missing = [...used].filter((key) => !sheet.has.has(key));
  const link = `<link rel="stylesheet" href="${sheet.href}">`;
  if (missing.length === 0) return link;
  // The sheet's cache-path rule must stay the only one: an inline one would hide it from antd in the browser.
  return link + extractStyle(only(missing)).replace(CACHE_PATH_STYLE, '');
}

/**
 * One of each antd component the app imports (antd-styles.server.test.tsx checks the list against web/), in the
 * forms whose rules differ (a table with rows and pages, a text area, a radio group). A component missing here still
 * works: its rules are written inline into the pages that render it.
 */
export const SHEET_COMPONENTS: Record<string, ReactNode> = {
  Alert: <Alert title="a" description="b" showIcon closable />,
  // App: AppProviders renders it around every sample.
  App: null,
  AutoComplete: <AutoComplete options={[{ value: 'a' }]} />,
  Button: (
    <>
      <Button type="primary">a</Button>
      <Button icon={<span />} loading>
        a
      </Button>
    </>
  ),
  Cascader: <Cascader options={[{ value: 'a', label: 'a' }]} />,
  Checkbox: (
    <>
      <Checkbox>a</Checkbox>
      <Checkbox.Group options={['a']} />
    </>
  ),
  DatePicker: (
    <>
      <DatePicker />
      <DatePicker.RangePicker />
    </>
  ),
  Descriptions: <Descriptions title="a" bordered items={[{ key: 'a', label: 'a', children: 'b' }]} />,
  Drawer: <Drawer open={false} />,
  Empty: <Empty />,
  Form: (
    <Form layout="vertical">
      <Form.Item label="a" name="a" rules={[{ required: true }]} help="b" validateStatus="error">
        <Input />
      </Form.Item>
    </Form>
  ),
  Grid: (
    <Row gutter={8}>
      <Col span={12} />
    </Row>
  ),
  Image: <Image alt="" src="/favicon.svg" />,
  Input: (
    <>
      <Input allowClear />
      <Input.TextArea showCount maxLength={10} />
      <Input.Password />
      <Input.Search />
    </>
  ),
  InputNumber: <InputNumber />,
  Modal: <Modal open={false} />,
  Popconfirm: (
    <Popconfirm title="a">
      <span />
    </Popconfirm>
  ),
  Radio: (
    <>
      <Radio>a</Radio>
      <Radio.Group options={['a']} />
      <Radio.Group optionType="button" options={['a']} />
    </>
  ),
  Result: <Result status="404" title="a" />,
  Select: <Select options={[{ value: 'a' }]} mode="multiple" allowClear />,
  Skeleton: (
    <>
      <Skeleton active />
      <Skeleton.Image />
      <Skeleton.Input />
      <Skeleton.Button />
    </>
  ),
  Space: (
    <Space>
      <Space.Compact />
    </Space>
  ),
  Spin: <Spin />,
  Statistic: <Statistic title="a" value={1} />,
  Switch: <Switch />,
  Tabs: <Tabs items={[{ key: 'a', label: 'a', children: 'b' }]} />,
  // The status colours have rules of their own, apart from the preset ones.
  Tag: (
    <>
      {['blue', 'success', 'processing', 'error', 'warning', 'default'].map((color) => (
        <Tag key={color} color={color}>
          a
        </Tag>
      ))}
    </>
  ),
  Tooltip: (
    <Tooltip title="a">
      <span />
    </Tooltip>
  ),
  Upload: <Upload listType="picture-card" />,
  Watermark: <Watermark content="a" />,
};

/** The two antd themes of each display mode: the portal's, and the back office's inside it (layouts/system.tsx). */
const MODES: { mode: DisplayMode; system: typeof systemTheme }[] = [
  { mode: 'standard', system: systemTheme },
  { mode: 'care', system: systemCareTheme },
];

/**
 * The sheet the build writes (scripts/build.js, through the server build's entry): every sample under the portal's
 * and the back office's theme in both display modes, the pages' own providers around them. `keys` are the cache
 * entries it holds, so a page renders inline only what is missing.
 */
export function antdStyleSheet(): { css: string; keys: string[] } {
  const cache = createCache();
  const samples = Object.entries(SHEET_COMPONENTS).map(([name, node]) => <div key={name}>{node}</div>);
  for (const { mode, system } of MODES) {
    const display = { mode, setMode: () => {} };
    for (const inner of [samples, <ConfigProvider theme={system}>{samples}</ConfigProvider>]) {
      renderToString(
        <StyleProvider cache={cache}>
          <DisplayModeContext.Provider value={display}>
            <AppProviders>{inner}</AppProviders>
          </DisplayModeContext.Provider>
        </StyleProvider>,
      );
    }
  }
  return { css: extractStyle(cache, { plain: true }), keys: [...cache.cache.keys()] };
}
