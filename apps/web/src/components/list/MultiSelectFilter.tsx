import { MenuItem, TextField } from '@mui/material';

/** A list filter that takes several values at once (statuses, disciplines), each shown by its label. */
export function MultiSelectFilter<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string[];
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: string[]) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) => (v as T[]).map((s) => labels[s] ?? s).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
