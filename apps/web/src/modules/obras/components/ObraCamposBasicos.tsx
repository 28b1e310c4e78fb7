import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OBRA_STATUS, OBRA_STATUS_LABEL, UFS, type TCreateObraInput } from '@portal/domain';
import { DateField } from '../../../components/DateField';
import { ClienteSelect, type ClienteRef } from './ClienteSelect';

/** The fields every obra's form has (an obra, a fabrication), inside the form's FormProvider. */
type Campos = Pick<
  TCreateObraInput,
  'codigo' | 'nome' | 'clienteId' | 'status' | 'cidade' | 'uf' | 'inicioPrevisto' | 'fimPrevisto'
>;

function useCampos() {
  const form = useFormContext<Campos>();
  const formState = useFormState({ control: form.control });
  const err = (name: keyof Campos) => ({
    error: !!formState.errors[name],
    helperText: formState.errors[name]?.message,
  });
  return { ...form, isSubmitted: formState.isSubmitted, err };
}

/**
 * The identification card: code, name, client (the picker where a new client can be registered), `children` (the
 * obra's kind, for an obra) and the status.
 */
export function ObraIdentificacaoCard({
  cliente: clienteInicial,
  children,
}: {
  cliente: ClienteRef | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('obras');
  const { register, control, setValue, isSubmitted, err } = useCampos();
  const [cliente, setCliente] = useState<ClienteRef | null>(clienteInicial);
  return (
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
                setValue('clienteId', c?.id ?? '', { shouldValidate: isSubmitted });
              }}
              {...err('clienteId')}
            />
          </Box>
          {children}
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
  );
}

/** City and state, for the caller's own grid (a fragment). */
export function ObraCidadeUfCampos() {
  const { t } = useTranslation('obras');
  const { register, control, err } = useCampos();
  return (
    <>
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
    </>
  );
}

/** The planned start and end (in order), for the caller's own grid (a fragment). */
export function ObraPrazoCampos() {
  const { t } = useTranslation('obras');
  const { control, err } = useCampos();
  return (
    <>
      {(['inicioPrevisto', 'fimPrevisto'] as const).map((name) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field }) => (
            <DateField
              label={t(`campos.${name}`)}
              value={field.value}
              onChange={field.onChange}
              {...err(name)}
            />
          )}
        />
      ))}
    </>
  );
}
