import * as React from 'react';

/** What the field checks its text with: a text schema of `@tandem/schemas`. */
interface TextSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: string }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * The state of a field that adds what is typed on Enter: the text, the schema's first message
 * when it refuses it, and the input's handlers. A valid entry empties the field for the next.
 */
export function useAddField(
  schema: TextSchema,
  onAdd: (value: string) => void,
  fallbackError: string,
) {
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const add = () => {
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? fallbackError);
      return;
    }
    setError(null);
    setText('');
    onAdd(parsed.data);
  };
  return {
    text,
    error,
    inputProps: {
      value: text,
      'aria-invalid': error ? true : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        setError(null);
      },
      onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          add();
        }
      },
    },
  };
}
