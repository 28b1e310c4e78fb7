import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

/** A one-time code: digits only, the phone's numeric keyboard, filled from SMS/e-mail suggestions. */
export const CodeField = forwardRef<HTMLDivElement, TextFieldProps>(function CodeField(props, ref) {
  return (
    <TextField
      ref={ref}
      autoComplete="one-time-code"
      fullWidth
      {...props}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 6,
          pattern: '[0-9]*',
          style: { letterSpacing: '0.3em' },
        },
      }}
    />
  );
});
