import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { parseDecimal } from '@portal/domain';

const format = (value: number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : value.toLocaleString('pt-BR', { maximumFractionDigits: 6, useGrouping: false });

export type DecimalFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  /** The typed number, or undefined while the text is empty or not a number (the schema then says what is missing). */
  onChange: (value: number | undefined) => void;
};

/**
 * A number as a person types it on a phone: comma or dot for decimals, the numeric keyboard with a decimal key. The
 * text stays as typed; the form gets the number.
 */
export function DecimalField({ value, onChange, slotProps, ...props }: DecimalFieldProps) {
  const [text, setText] = useState(() => format(value));
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDecimal(event.target.value) ?? undefined);
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
