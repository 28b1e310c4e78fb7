import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateFabricacaoInput, type TCreateFabricacaoInput, type TFabricacaoDetalhe } from '@portal/domain';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import {
  ObraCidadeUfCampos,
  ObraIdentificacaoCard,
  ObraPrazoCampos,
} from '../../../obras/components/ObraCamposBasicos';
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

/** The form's values for a fabrication being changed. */
function valuesOf(f: TFabricacaoDetalhe): Form {
  return {
    codigo: f.codigo,
    nome: f.nome,
    clienteId: f.cliente.id,
    tipo: 'fabricacao',
    status: f.status,
    cidade: f.cidade,
    // The API answers the UF as text; it was one of UFS when saved.
    uf: f.uf as Form['uf'],
    inicioPrevisto: f.inicioPrevisto ?? undefined,
    fimPrevisto: f.fimPrevisto ?? undefined,
    obraDestinoId: f.destino?.id,
  };
}

/**
 * A fabrication, new or being changed: code, name and client (the obras module's client picker, where a new client
 * can be registered), where it is made, the planned dates and, optionally, the site its equipment goes to. The same
 * zod contract as the API validates it.
 */
export function FabricacaoForm({
  fabricacao,
  submitLabel,
  onSubmit,
}: {
  /** The fabrication being changed; a new one without it. */
  fabricacao?: TFabricacaoDetalhe;
  submitLabel: string;
  onSubmit: (values: Form) => Promise<void>;
}) {
  const { t } = useTranslation('fabricacao');
  const [error, setError] = useState<unknown>();
  const form = useZodForm(ZCreateFabricacaoInput, {
    defaultValues: fabricacao ? valuesOf(fabricacao) : DEFAULTS,
  });
  const { control, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, FIELDS)) setError(e);
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormError error={error} />
        <Stack spacing={3}>
          <ObraIdentificacaoCard cliente={fabricacao?.cliente ?? null} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('form.localPrazo')}
              </Typography>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 100px 1fr 1fr' } }}
              >
                <ObraCidadeUfCampos />
                <ObraPrazoCampos />
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
    </FormProvider>
  );
}
