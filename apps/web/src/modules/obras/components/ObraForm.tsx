import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OBRA_TIPOS,
  OBRA_TIPO_LABEL,
  ZCreateObraInput,
  type TCreateObraInput,
  type TObraDetalhe,
} from '@portal/domain';
import { MoneyField } from '../../../components/MoneyField';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormError } from '../../identity/components/FormError';
import { UserSelect } from '../../usuarios/components/UserSelect';
import type { TPessoaRef } from '../../usuarios/components/user-select.types';
import { ObraCidadeUfCampos, ObraIdentificacaoCard, ObraPrazoCampos } from './ObraCamposBasicos';

type Form = TCreateObraInput;
type People = {
  siteManagerId: TPessoaRef | null;
  siteManagerSubstitutoId: TPessoaRef | null;
  coordenadorId: TPessoaRef | null;
};

const FIELDS = [
  'codigo',
  'nome',
  'clienteId',
  'tipo',
  'status',
  'logradouro',
  'cidade',
  'uf',
  'cep',
  'inicioPrevisto',
  'fimPrevisto',
  'siteManagerId',
  'siteManagerSubstitutoId',
  'coordenadorId',
  'valorContrato',
] as const;

function defaults(obra?: TObraDetalhe): Form {
  return {
    codigo: obra?.codigo ?? '',
    nome: obra?.nome ?? '',
    clienteId: obra?.cliente.id ?? '',
    tipo: obra?.tipo ?? 'obra',
    status: obra?.status ?? 'em_planejamento',
    logradouro: obra?.logradouro ?? undefined,
    cidade: obra?.cidade ?? '',
    uf: (obra?.uf as Form['uf']) ?? 'SP',
    cep: obra?.cep ? `${obra.cep.slice(0, 5)}-${obra.cep.slice(5)}` : undefined,
    inicioPrevisto: obra?.inicioPrevisto ?? undefined,
    fimPrevisto: obra?.fimPrevisto ?? undefined,
    siteManagerId: obra?.siteManager?.id,
    siteManagerSubstitutoId: obra?.siteManagerSubstituto?.id,
    coordenadorId: obra?.coordenador?.id,
    valorContrato: obra?.valorContrato ?? undefined,
  };
}

/**
 * The obra's data, for a new obra and for an update: the client is required, the dates stay in order, the people
 * are colleagues searched by name. The same zod contract as the API validates it.
 */
export function ObraForm({
  obra,
  submitLabel,
  onSubmit,
}: {
  obra?: TObraDetalhe;
  submitLabel: string;
  onSubmit: (values: Form) => Promise<void>;
}) {
  const { t } = useTranslation('obras');
  const [error, setError] = useState<unknown>();
  const [people, setPeople] = useState<People>({
    siteManagerId: obra?.siteManager ?? null,
    siteManagerSubstitutoId: obra?.siteManagerSubstituto ?? null,
    coordenadorId: obra?.coordenador ?? null,
  });
  const form = useZodForm(ZCreateObraInput, { defaultValues: defaults(obra) });
  const { register, control, formState, setValue } = form;
  const err = (name: keyof Form) => ({
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

  const person = (name: keyof People, label: string) => (
    <UserSelect
      label={label}
      value={people[name]}
      onChange={(user) => {
        setPeople((p) => ({ ...p, [name]: user }));
        setValue(name, user?.id, { shouldDirty: true });
      }}
      {...err(name)}
    />
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormError error={error} />
        <Stack spacing={3}>
          <ObraIdentificacaoCard cliente={obra ? obra.cliente : null}>
            <TextField
              select
              label={t('campos.tipo')}
              defaultValue={form.getValues('tipo')}
              {...register('tipo')}
            >
              {OBRA_TIPOS.map((tipo) => (
                <MenuItem key={tipo} value={tipo}>
                  {OBRA_TIPO_LABEL[tipo]}
                </MenuItem>
              ))}
            </TextField>
          </ObraIdentificacaoCard>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('form.local')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 100px 160px' },
                }}
              >
                <TextField
                  label={t('campos.logradouro')}
                  {...register('logradouro', { setValueAs: (v: string) => v || undefined })}
                  {...err('logradouro')}
                />
                <ObraCidadeUfCampos />
                <TextField
                  label={t('campos.cep')}
                  placeholder="00000-000"
                  {...register('cep', { setValueAs: (v: string) => v || undefined })}
                  {...err('cep')}
                />
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('form.prazoValor')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
                <ObraPrazoCampos />
                <Controller
                  name="valorContrato"
                  control={control}
                  render={({ field }) => (
                    <MoneyField
                      label={t('campos.valorContrato')}
                      value={field.value}
                      onChange={field.onChange}
                      {...err('valorContrato')}
                    />
                  )}
                />
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('painel.equipe')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
                {person('siteManagerId', t('campos.siteManager'))}
                {person('siteManagerSubstitutoId', t('campos.substituto'))}
                {person('coordenadorId', t('campos.coordenador'))}
              </Box>
            </CardContent>
          </Card>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
