import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ZCreateClienteInput, formatCnpj, type TCliente } from '@portal/domain';
import { FormError } from '../../identity/components/FormError';
import { applyFieldErrors } from '../../../lib/form-errors';
import { clienteKeys, clientesApi } from '../clientes.queries';
import { DIALOG_WIDTH } from '../../../layout/dialogs/DialogProvider';

type Form = { nome: string; cnpj: string };

/** Creates or edits a client company (name and CNPJ, check digits validated as typed). */
export function ClienteDialog({
  open,
  cliente,
  onClose,
  onSaved,
}: {
  open: boolean;
  cliente?: TCliente;
  onClose: () => void;
  onSaved: (c: TCliente) => void;
}) {
  const { t } = useTranslation('obras');
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const form = useForm<Form>({
    resolver: zodResolver(ZCreateClienteInput.pick({ nome: true, cnpj: true })) as never,
    values: { nome: cliente?.nome ?? '', cnpj: cliente ? formatCnpj(cliente.cnpj) : '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const saved = cliente ? await clientesApi.update(cliente.id, values) : await clientesApi.create(values);
      await queryClient.invalidateQueries({ queryKey: clienteKeys.all });
      onSaved(saved);
      form.reset();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError)) setError(e);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: submit,
          noValidate: true,
          sx: { width: DIALOG_WIDTH.normal },
        } as object,
      }}
    >
      <DialogTitle>{cliente ? t('clientes.editar') : t('clientes.novo')}</DialogTitle>
      <DialogContent>
        <FormError error={error} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('clientes.nome')}
            autoFocus
            {...form.register('nome')}
            error={!!form.formState.errors.nome}
            helperText={form.formState.errors.nome?.message}
            required
          />
          <TextField
            label={t('clientes.cnpj')}
            placeholder="00.000.000/0000-00"
            {...form.register('cnpj')}
            error={!!form.formState.errors.cnpj}
            helperText={form.formState.errors.cnpj?.message}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('comum:dialogos.cancelar')}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('clientes.salvar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
