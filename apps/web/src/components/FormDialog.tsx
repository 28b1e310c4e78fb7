import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../lib/form-errors';
import { useZodForm } from '../lib/use-zod-form';
import { FormError } from '../modules/identity/components/FormError';

export interface FormDialogProps<I extends FieldValues, O extends FieldValues> {
  open: boolean;
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The domain's zod contract: the same rules as the API, messages in pt-BR. */
  schema: z.ZodType<O, I>;
  /** The fields when the dialog opens (again taken each time it opens, so an edit shows the record's values). */
  defaultValues: DefaultValues<I>;
  submitLabel: string;
  /** Sends the parsed values. A refusal from the API lands on its fields, or above the form when no field fits. */
  onSubmit: (values: O) => Promise<void>;
  onClose: () => void;
  /** The form's fields; the API's messages about any other field are shown above the form. */
  fields?: readonly string[];
  maxWidth?: Breakpoint;
  children: (form: UseFormReturn<I, unknown, O>) => ReactNode;
}

/**
 * A dialog with one form (react-hook-form + zodResolver): the title, the fields, Cancel and the submit button,
 * busy while sending. Full screen on a phone. The form is made anew each time the dialog opens, so an edit shows
 * the record's values and no message of the previous attempt. The caller closes it after a successful submit.
 */
export function FormDialog<I extends FieldValues, O extends FieldValues>(props: FormDialogProps<I, O>) {
  const { open, onClose, maxWidth = 'sm' } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth fullScreen={phone} maxWidth={maxWidth}>
      <FormDialogBody {...props} />
    </Dialog>
  );
}

function FormDialogBody<I extends FieldValues, O extends FieldValues>({
  title,
  description,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onClose,
  fields,
  children,
}: FormDialogProps<I, O>) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>();
  const form = useZodForm(schema, { defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, fields)) setError(e);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
        <FormError error={error} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children(form)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('dialogos.cancelar')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
