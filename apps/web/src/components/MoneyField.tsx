import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** `1234.5` → `1.234,50` (as typed in Brazil). */
function display(value: string | undefined): string {
  if (!value) return '';
  const [int = '0', dec = '00'] = value.split('.');
  return `${Number(int).toLocaleString('pt-BR')},${dec.padEnd(2, '0').slice(0, 2)}`;
}

/** `1.234,5` or `1234.50` → `1234.50`; undefined when empty; null when unreadable. */
export function parseMoney(text: string): string | undefined | null {
  const clean = text.replace(/[R$\s]/g, '');
  if (!clean) return undefined;
  const normalized = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const [int = '0', dec = ''] = normalized.split('.');
  return `${String(Number(int))}.${dec.padEnd(2, '0')}`;
}

/** Reais, typed with comma decimals and shown formatted; the value is a `"1234.50"` string (no float cents). */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(display(value));
  const [invalid, setInvalid] = useState(false);
  return (
    <TextField
      label={label}
      value={text}
      fullWidth
      inputMode="decimal"
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseMoney(e.target.value);
        setInvalid(parsed === null);
        if (parsed !== null) onChange(parsed);
      }}
      onBlur={() => {
        const parsed = parseMoney(text);
        if (parsed !== null) setText(display(parsed));
      }}
      error={error || invalid}
      helperText={invalid ? t('dinheiro.invalido') : helperText}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{t('dinheiro.simbolo')}</InputAdornment> },
      }}
    />
  );
}
