import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** `12345678000195` → `12.345.678/0001-95`, as far as it has been typed. */
export function mascaraCnpj(texto: string): string {
  const d = texto.replace(/\D/g, '').slice(0, 14);
  const partes = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12, 14)];
  let saida = partes[0]!;
  if (partes[1]) saida += `.${partes[1]}`;
  if (partes[2]) saida += `.${partes[2]}`;
  if (partes[3]) saida += `/${partes[3]}`;
  if (partes[4]) saida += `-${partes[4]}`;
  return saida;
}

/** A CNPJ typed with its mask filled in as the digits arrive; the domain's ZCnpj checks the digits. */
export function CnpjField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('contratos');
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(mascaraCnpj(e.target.value))}
      onBlur={onBlur}
      placeholder={t('form.cnpjExemplo')}
      error={error}
      helperText={helperText}
      required={required}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
    />
  );
}
