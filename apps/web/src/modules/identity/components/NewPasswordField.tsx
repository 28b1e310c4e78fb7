import { forwardRef } from 'react';
import { Box, type TextFieldProps } from '@mui/material';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Props = TextFieldProps & { value: string; userInputs?: string[] };

/** A password being chosen: the field, the live policy checklist and the strength meter. */
export const NewPasswordField = forwardRef<HTMLDivElement, Props>(function NewPasswordField(
  { userInputs, ...props },
  ref,
) {
  return (
    <Box>
      <PasswordField ref={ref} autoComplete="new-password" fullWidth {...props} />
      <PasswordStrengthMeter password={props.value} userInputs={userInputs} />
      <Box sx={{ mt: 1 }}>
        <PasswordChecklist password={props.value} />
      </Box>
    </Box>
  );
});
