import { Button, Form, Spin } from 'antd';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { BodyEditorProps } from './BodyEditor';

type BodyFieldProps = BodyEditorProps & {
  /** The body editor once its chunk has loaded (useBodyEditor), null until then. */
  Editor: ComponentType<BodyEditorProps> | null;
  /** The form item's label (正文); `label` names the editing area itself. */
  itemLabel: string;
};

/** A published item's body in its 新建 / 编辑 form: the body editor (a spinner while it loads) and what saving does. */
export function BodyField({ Editor, itemLabel, ...editor }: BodyFieldProps) {
  return (
    <Form.Item label={itemLabel} extra="保存时服务器会清除脚本、内嵌框架和外站图片；图片请用工具栏上传（JPG，5 MB 以内）。">
      {Editor ? <Editor {...editor} /> : <Spin />}
    </Form.Item>
  );
}

type DraftEndProps = {
  /** Editing a saved item (保存), or making a new one (保存草稿). */
  editing: boolean;
  /** What the form makes: 政策, 内容. */
  noun: string;
  sending: boolean;
  /** Uploads on their way: saving waits for them. */
  busy: boolean;
  onCancel: () => void;
  /** The form's own classes for the note and the button row. */
  classNames: { muted?: string; buttons?: string };
};

/** The end of a published item's form: when it is published, then 取消 and 保存 (保存草稿 for a new one). */
export function DraftFormEnd({ editing, noun, sending, busy, onCancel, classNames }: DraftEndProps) {
  return (
    <>
      <p className={classNames.muted}>
        {editing ? `修改已发布的${noun}不会改变其发布时间。` : `新建的${noun}先保存为草稿，在列表中发布。`}
      </p>
      <SaveButtons sending={sending} busy={busy} onCancel={onCancel} className={classNames.buttons}>
        {editing ? '保存' : '保存草稿'}
      </SaveButtons>
    </>
  );
}

type SaveButtonsProps = {
  sending: boolean;
  /** Uploads on their way: saving waits for them. */
  busy?: boolean;
  onCancel: () => void;
  /** The other button's text: 取消 unless told (关闭). */
  cancelText?: string;
  className?: string;
  style?: CSSProperties;
  /** The submit button's text: 保存 unless told. */
  children?: ReactNode;
};

/** A drawer form's last row: 取消, and the submit button (保存), held while sending or uploading. */
export function SaveButtons({
  sending,
  busy = false,
  onCancel,
  cancelText = '取消',
  className,
  style,
  children = '保存',
}: SaveButtonsProps) {
  return (
    <div className={className} style={style}>
      <Button onClick={onCancel} disabled={sending}>
        {cancelText}
      </Button>
      <Button type="primary" htmlType="submit" loading={sending} disabled={sending || busy}>
        {children}
      </Button>
    </div>
  );
}
