import { Form, Input, Modal } from 'antd';
import { CATEGORY_MSG, CATEGORY_NAME_MAX } from '@shared/contracts/categories';
import { useSaveForm } from '~/components/useSaveForm';

export type NameTarget = { title: string; name: string; save: (name: string) => Promise<{ msg: string }> };

type Props = { target: NameTarget; onClose: () => void; onSaved: () => void };

/** One field, the category's name: create or rename. The server checks it again (and its siblings' names). */
export function NameDialog({ target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const { sending: saving, send } = useSaveForm();

  const submit = ({ name }: { name: string }) => send(() => target.save(name.trim()), onSaved);

  return (
    <Modal
      open
      title={target.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: target.name }} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="name"
          label="分类名称"
          rules={[
            { required: true, whitespace: true, message: CATEGORY_MSG.nameRequired },
            { max: CATEGORY_NAME_MAX, message: CATEGORY_MSG.nameTooLong },
          ]}
        >
          <Input maxLength={CATEGORY_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
