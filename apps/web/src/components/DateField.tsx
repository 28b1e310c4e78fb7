import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';

/** A date typed or picked as dd/mm/aaaa, held as `aaaa-mm-dd` (what the API takes). */
export function DateField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  size,
}: {
  label: string;
  value: string | undefined | null;
  onChange: (value: string | undefined) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** `small` in a list's filters, beside the other small fields. */
  size?: 'small' | 'medium';
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      format="DD/MM/YYYY"
      onChange={(date) => onChange(date && date.isValid() ? date.format('YYYY-MM-DD') : undefined)}
      slotProps={{ textField: { fullWidth: true, error, helperText, required, size } }}
    />
  );
}
