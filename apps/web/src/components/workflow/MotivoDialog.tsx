import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors } from '../../lib/form-errors';
import { FormError } from '../../modules/identity/components/FormError';
import { AnexosCampo } from '../../modules/comentarios/components/AnexosCampo';
import { useAnexos } from '../../modules/comentarios/components/use-anexos';

type MotivoSchema = z.ZodType<{ motivo: string }, { motivo: string }>;

/**
 * Asks why (returning a report for correction, reopening a signed one). The reason is checked with the same
 * contract as the API's, and the API's own message for the field is shown under it.
 */
export function MotivoDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  schema,
  ajuda,
  anexar,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  schema: MotivoSchema;
  /** Under the field; the RDO's own words by default ("Fica registrado no histórico do RDO"). */
  ajuda?: string;
  /** The record whose files may go with the move (sent ahead as a thread's are); none when absent. */
  anexar?: { entidade: string; id: string; label: string };
  onClose: () => void;
  onConfirm: (motivo: string, arquivos: string[]) => Promise<void>;
}) {
  const { t } = useTranslation('rdo');
  const [error, setError] = useState<unknown>();
  const form = useForm<{ motivo: string }>({ resolver: zodResolver(schema), defaultValues: { motivo: '' } });
  const anexos = useAnexos(anexar?.entidade ?? '', anexar?.id ?? '');
  const submit = form.handleSubmit(async ({ motivo }) => {
    setError(undefined);
    try {
      await onConfirm(motivo, anexos.prontos);
      anexos.clear();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['motivo'])) setError(e);
    }
  });
  const fieldError = form.formState.errors.motivo;
  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="motivo-titulo"
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true } as object,
        transition: {
          onExited: () => {
            form.reset();
            setError(undefined);
          },
        },
      }}
    >
      <DialogTitle id="motivo-titulo">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <FormError error={error} />
        <TextField
          label={label}
          {...form.register('motivo')}
          error={!!fieldError}
          helperText={fieldError?.message ?? ajuda ?? t('motivo.ajuda')}
          required
          autoFocus
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {anexar && (
          <Box sx={{ mt: 1 }}>
            <AnexosCampo anexos={anexos} label={anexar.label} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            // Files sent for a move that was not made are thrown away.
            anexos.anexos.forEach((a) => anexos.remove(a.key));
            onClose();
          }}
          disabled={form.formState.isSubmitting}
        >
          {t('comum:dialogos.cancelar')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          disabled={anexos.enviando}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
