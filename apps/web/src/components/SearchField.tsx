import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** The search box of every list: a magnifier, a placeholder that says what is searched, labelled the same. */
export function SearchField({
  label,
  value,
  onChange,
  sx,
  fullWidth,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      fullWidth={fullWidth}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label },
      }}
    />
  );
}
