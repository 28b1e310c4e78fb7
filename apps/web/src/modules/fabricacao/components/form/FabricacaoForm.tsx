import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OBRA_STATUS,
  OBRA_STATUS_LABEL,
  UFS,
  ZCreateFabricacaoInput,
  type TCreateFabricacaoInput,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { ClienteSelect, type ClienteRef } from '../../../obras/components/ClienteSelect';
import { ObraSelect } from '../../../obras/components/ObraSelect';

type Form = TCreateFabricacaoInput;

const FIELDS = [
  'codigo',
  'nome',
  'clienteId',
  'status',
  'cidade',
  'uf',
  'inicioPrevisto',
  'fimPrevisto',
  'obraDestinoId',
] as const;

const DEFAULTS: Form = {
  codigo: '',
  nome: '',
  clienteId: '',
  tipo: 'fabricacao',
  status: 'em_planejamento',
  cidade: '',
  uf: 'SP',
  inicioPrevisto: undefined,
  fimPrevisto: undefined,
  obraDestinoId: undefined,
};

/**
 * A new fabrication: code, name and client (the obras module's client picker, where a new client can be registered),
 * where it is made, the planned dates and, optionally, the site its equipment goes to. The same zod contract as the
 * API validates it.
 */
export function FabricacaoForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (values: Form) => Promise<void>;
}) {
  const { t } = useTranslation('fabricacao');
  const [error, setError] = useState<unknown>();
  const [cliente, setCliente] = useState<ClienteRef | null>(null);
  const form = useZodForm(ZCreateFabricacaoInput, { defaultValues: DEFAULTS });
  const { register, control, formState, setValue } = form;
  const err = (name: (typeof FIELDS)[number]) => ({
    error: !!formState.errors[name],
    helperText: formState.errors[name]?.message as string | undefined,
  });

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, FIELDS)) setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormError error={error} />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('form.identificacao')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
              <TextField label={t('campos.codigo')} required {...register('codigo')} {...err('codigo')} />
              <TextField label={t('campos.nome')} required {...register('nome')} {...err('nome')} />
              <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                <ClienteSelect
                  value={cliente}
                  onChange={(c) => {
                    setCliente(c);
                    setValue('clienteId', c?.id ?? '', { shouldValidate: formState.isSubmitted });
                  }}
                  {...err('clienteId')}
                />
              </Box>
              <Controller
                name="status"
                control={control}
                render={({ field }) => (
                  <TextField select label={t('campos.status')} {...field} {...err('status')}>
                    {OBRA_STATUS.map((status) => (
                      <MenuItem key={status} value={status}>
                        {OBRA_STATUS_LABEL[status]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('form.localPrazo')}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 100px 1fr 1fr' } }}
            >
              <TextField label={t('campos.cidade')} required {...register('cidade')} {...err('cidade')} />
              <Controller
                name="uf"
                control={control}
                render={({ field }) => (
                  <TextField select required label={t('campos.uf')} {...field} {...err('uf')}>
                    {UFS.map((uf) => (
                      <MenuItem key={uf} value={uf}>
                        {uf}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="inicioPrevisto"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('campos.inicioPrevisto')}
                    value={field.value}
                    onChange={field.onChange}
                    {...err('inicioPrevisto')}
                  />
                )}
              />
              <Controller
                name="fimPrevisto"
                control={control}
                render={({ field }) => (
                  <DateField
                    label={t('campos.fimPrevisto')}
                    value={field.value}
                    onChange={field.onChange}
                    {...err('fimPrevisto')}
                  />
                )}
              />
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('form.destino')}
            </Typography>
            <Controller
              name="obraDestinoId"
              control={control}
              render={({ field }) => (
                <ObraSelect
                  tipo="obra"
                  label={t('campos.destino')}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!formState.errors.obraDestinoId}
                  helperText={formState.errors.obraDestinoId?.message ?? t('form.destinoAjuda')}
                />
              )}
            />
          </CardContent>
        </Card>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
