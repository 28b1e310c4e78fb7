import { useState } from 'react';
import { TextField } from '@mui/material';
import { parseDecimal } from '@portal/domain';

/** `1234.5` → `1234,5`: no thousands dot, so what is shown reads back the same. */
const mostrar = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', ',');

/**
 * A quantity typed as in Brazil (`12,5` or `1.250,5`), held as a number; text that is not a number is held as NaN, which the
 * domain's contract refuses with its own message.
 */
export function QuantidadeField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  size,
  inputLabel,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  /** A longer name for screen readers (a row's field in a table). */
  inputLabel?: string;
}) {
  const [text, setText] = useState(mostrar(value));
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      fullWidth
      required={required}
      onChange={(e) => {
        setText(e.target.value);
        // Dots are thousands in pt-BR: "1.250,5" and "1.200" (one thousand two hundred); a lone "1.5" stays 1,5.
        const digitado = e.target.value.trim();
        const milhar = digitado.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(digitado);
        const semMilhar = milhar ? digitado.replace(/\./g, '') : digitado;
        const parsed = parseDecimal(semMilhar);
        onChange(e.target.value.trim() === '' ? undefined : (parsed ?? Number.NaN));
      }}
      error={error}
      helperText={helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': inputLabel } }}
    />
  );
}
