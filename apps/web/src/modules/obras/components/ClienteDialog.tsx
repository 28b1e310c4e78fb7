import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZCreateClienteInput, formatCnpj, type TCliente } from '@portal/domain';
import { FormError } from '../../identity/components/FormError';
import { applyFieldErrors } from '../../../lib/form-errors';
import { clienteKeys, clientesApi } from '../clientes.queries';

type Form = z.input<typeof ZCreateClienteInput>;
const optional = { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) };

/** Creates or edits a client company: name, CNPJ (check digits validated as typed) and its contacts. */
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
    resolver: zodResolver(ZCreateClienteInput) as never,
    values: {
      nome: cliente?.nome ?? '',
      cnpj: cliente ? formatCnpj(cliente.cnpj) : '',
      contatos: cliente?.contatos ?? [],
    },
  });
  const contatos = useFieldArray({ control: form.control, name: 'contatos' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const saved = cliente ? await clientesApi.update(cliente.id, values) : await clientesApi.create(values);
      await queryClient.invalidateQueries({ queryKey: clienteKeys.all });
      onSaved(saved);
      form.reset();
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['nome', 'cnpj'])) setError(e);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>{cliente ? t('clientes.editar') : t('clientes.novo')}</DialogTitle>
      <DialogContent>
        <FormError error={error} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('clientes.nome')}
            autoFocus
            {...form.register('nome')}
            error={!!errors.nome}
            helperText={errors.nome?.message}
            required
          />
          <TextField
            label={t('clientes.cnpj')}
            placeholder="00.000.000/0000-00"
            {...form.register('cnpj')}
            error={!!errors.cnpj}
            helperText={errors.cnpj?.message}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Typography variant="subtitle2">{t('clientes.contatos')}</Typography>
          {contatos.fields.map((field, i) => (
            <Box
              key={field.id}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
                alignItems: 'start',
              }}
              role="group"
              aria-label={`${t('clientes.contato')} ${i + 1}`}
            >
              <TextField
                size="small"
                label={t('clientes.contatoNome')}
                {...form.register(`contatos.${i}.nome`)}
                error={!!errors.contatos?.[i]?.nome}
                helperText={errors.contatos?.[i]?.nome?.message}
              />
              <TextField
                size="small"
                label={t('clientes.contatoCargo')}
                {...form.register(`contatos.${i}.cargo`, optional)}
              />
              <Tooltip title={t('clientes.removerContato')}>
                <IconButton aria-label={t('clientes.removerContato')} onClick={() => contatos.remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
              <TextField
                size="small"
                label={t('clientes.contatoEmail')}
                type="email"
                {...form.register(`contatos.${i}.email`, optional)}
                error={!!errors.contatos?.[i]?.email}
                helperText={errors.contatos?.[i]?.email?.message}
              />
              <TextField
                size="small"
                label={t('clientes.contatoTelefone')}
                {...form.register(`contatos.${i}.telefone`, optional)}
              />
            </Box>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => contatos.append({ nome: '' })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('clientes.adicionarContato')}
          </Button>
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
