import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

const FORMAT = 'HH:mm';

/**
 * A time of day typed or picked as `hh:mm` on the 24-hour clock, whatever the browser's language (the native
 * time input shows "07:00 AM" on an English system). Held as `hh:mm`; '' while empty or incomplete.
 */
export function TimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  name,
}: {
  label: string;
  value: string | undefined | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}) {
  const parsed = value ? dayjs(`2000-01-01T${value}`) : null;
  return (
    <TimePicker
      label={label}
      value={parsed && parsed.isValid() ? parsed : null}
      ampm={false}
      format={FORMAT}
      views={['hours', 'minutes']}
      onChange={(time) => onChange(time && time.isValid() ? time.format(FORMAT) : '')}
      slotProps={{ textField: { fullWidth: true, error, helperText, name, onBlur } }}
    />
  );
}
