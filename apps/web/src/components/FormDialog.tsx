import { useEffect, useState, type ReactNode } from 'react';
import {
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
 * busy while sending. Full screen on a phone. Closed by Cancel or after a successful submit (the caller closes).
 */
export function FormDialog<I extends FieldValues, O extends FieldValues>({
  open,
  title,
  description,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onClose,
  fields,
  maxWidth = 'sm',
  children,
}: FormDialogProps<I, O>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [error, setError] = useState<unknown>();
  const form = useZodForm(schema, { defaultValues });
  const { reset } = form;

  // Each opening starts from the given values, without the previous attempt's messages.
  useEffect(() => {
    if (!open) return;
    reset(defaultValues);
    setError(undefined);
    // defaultValues is read when the dialog opens, not on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
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
    </Dialog>
  );
}
