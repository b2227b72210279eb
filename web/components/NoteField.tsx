import { Input, type GetProps } from 'antd';
import { useState, type ChangeEvent } from 'react';

type Props = Omit<GetProps<typeof Input.TextArea>, 'id' | 'status'> & {
  id: string;
  /** Said under the box (and named by its aria-describedby) while the note is refused. */
  error: string | null;
  errorClassName?: string;
  /** 'alert' where the error must be announced at once. */
  errorRole?: 'alert';
  /** A box around the text area (keeps its character count clear of what follows). */
  wrapClassName?: string;
};

/** A remark or note with its character count, and its error under it. */
export function NoteField({ id, error, errorClassName, errorRole, wrapClassName, ...box }: Props) {
  const errorId = `${id}-error`;
  const area = (
    <Input.TextArea
      id={id}
      showCount
      status={error ? 'error' : undefined}
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? errorId : undefined}
      {...box}
    />
  );
  return (
    <>
      {wrapClassName ? <div className={wrapClassName}>{area}</div> : area}
      {error && (
        <p id={errorId} className={errorClassName} role={errorRole}>
          {error}
        </p>
      )}
    </>
  );
}

/** A note being written and its error; typing clears the error. `field` is what NoteField takes of them. */
export function useNote() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    setError(null);
  };
  return { text, setText, error, setError, field: { value: text, onChange, error } };
}
