import { useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** `1234.5` → `1.234,50`, `-10` → `-10,00` (as typed in Brazil). */
function display(value: string | undefined): string {
  if (!value) return '';
  const sign = value.startsWith('-') ? '-' : '';
  const [int = '0', dec = '00'] = value.replace(/^-/, '').split('.');
  return `${sign}${Number(int).toLocaleString('pt-BR')},${dec.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * `1.234,5` or `1234.50` → `1234.50`; undefined when empty; null when unreadable. A leading minus only with
 * `negative` (a refund), else it is unreadable.
 */
export function parseMoney(text: string, negative = false): string | undefined | null {
  const clean = text.replace(/[R$\s]/g, '');
  if (!clean) return undefined;
  const sign = negative && clean.startsWith('-') ? '-' : '';
  const unsigned = sign ? clean.slice(1) : clean;
  const normalized = unsigned.includes(',') ? unsigned.replace(/\./g, '').replace(',', '.') : unsigned;
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  const [int = '0', dec = ''] = normalized.split('.');
  return `${sign}${String(Number(int))}.${dec.padEnd(2, '0')}`;
}

/** Reais, typed with comma decimals and shown formatted; the value is a `"1234.50"` string (no float cents). */
export function MoneyField({
  label,
  value,
  onChange,
  error,
  helperText,
  negative = false,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: boolean;
  helperText?: string;
  /** Takes a value below zero (a refund), typed with a leading minus. */
  negative?: boolean;
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
        const parsed = parseMoney(e.target.value, negative);
        setInvalid(parsed === null);
        if (parsed !== null) onChange(parsed);
      }}
      onBlur={() => {
        const parsed = parseMoney(text, negative);
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
