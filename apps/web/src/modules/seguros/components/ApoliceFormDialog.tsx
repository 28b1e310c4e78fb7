import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  SEGURO_COBERTURA_BASICA,
  SEGURO_TIPOS,
  ZApoliceInput,
  type TApolice,
  type TApoliceInput,
  type TSeguroRamo,
} from '@portal/domain';
import { DateField } from '../../../components/DateField';
import { FormDialog } from '../../../components/FormDialog';
import { MoneyField } from '../../../components/MoneyField';
import { useCriarApolice, useEditarApolice } from '../seguros.queries';
import { CoberturasCampos } from './CoberturasCampos';

const FIELDS = [
  'tipo',
  'seguradora',
  'corretora',
  'numero',
  'segurado',
  'processoSusep',
  'inicioVigencia',
  'fimVigencia',
  'importanciaSegurada',
  'premio',
  'franquia',
  'coberturas',
  'observacoes',
] as const;

/** A new policy starts with the basic cover every policy of its kind has. */
function defaultsOf(ramo: TSeguroRamo, apolice?: TApolice): Partial<TApoliceInput> {
  if (apolice)
    return {
      ramo: apolice.ramo,
      tipo: apolice.tipo,
      seguradora: apolice.seguradora,
      corretora: apolice.corretora,
      numero: apolice.numero,
      segurado: apolice.segurado,
      processoSusep: apolice.processoSusep,
      inicioVigencia: apolice.inicioVigencia,
      fimVigencia: apolice.original.fimVigencia,
      importanciaSegurada: apolice.original.importanciaSegurada,
      premio: apolice.original.premio,
      franquia: apolice.franquia,
      coberturas: apolice.original.coberturas,
      observacoes: apolice.observacoes,
    };
  return {
    ramo,
    tipo: SEGURO_TIPOS[ramo][0],
    corretora: '',
    segurado: '',
    processoSusep: '',
    franquia: '',
    observacoes: '',
    coberturas: [{ descricao: SEGURO_COBERTURA_BASICA[ramo], limite: '', franquia: '' }],
  };
}

/**
 * Registers a policy of the obra (no `apolice`), or corrects what it says as issued: the term, sum and covers typed
 * here are the issued ones; endorsements still apply on top of them.
 */
export function ApoliceFormDialog({
  obraId,
  ramo,
  apolice,
  onClose,
}: {
  obraId: string;
  ramo: TSeguroRamo;
  apolice?: TApolice;
  onClose: () => void;
}) {
  const { t } = useTranslation(['seguros', 'segurosAlertas'], { nsMode: 'fallback' });
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarApolice(obraId);
  const editar = useEditarApolice(apolice?.id ?? '');
  return (
    <FormDialog
      open
      maxWidth="md"
      title={
        apolice
          ? t('form.editarTitulo', { numero: apolice.numero })
          : t('form.novaTitulo', { ramo: t(`ramo.${ramo}`) })
      }
      description={apolice && apolice.endossos > 0 ? t('form.editarComEndossos') : undefined}
      schema={ZApoliceInput}
      defaultValues={defaultsOf(ramo, apolice)}
      fields={FIELDS}
      submitLabel={apolice ? t('form.salvar') : t('form.registrar')}
      onClose={onClose}
      onSubmit={async ({ ramo: _ramo, ...dados }) => {
        const salva = apolice ? await editar.mutateAsync(dados) : await criar.mutateAsync({ ramo, ...dados });
        enqueueSnackbar(t(apolice ? 'form.salva' : 'form.registrada', { numero: salva.numero }), {
          variant: 'success',
        });
        onClose();
        if (!apolice) void navigate(`/${obraId}/seguros/apolice/${salva.id}`);
      }}
    >
      {({ register, control, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        const data = (name: 'inicioVigencia' | 'fimVigencia', label: string) => (
          <Controller
            name={name}
            control={control}
            render={({ field }) => (
              <DateField
                label={label}
                required
                value={field.value}
                onChange={field.onChange}
                {...err(name)}
              />
            )}
          />
        );
        const dinheiro = (name: 'importanciaSegurada' | 'premio', label: string) => (
          <Controller
            name={name}
            control={control}
            render={({ field }) => (
              <MoneyField label={label} value={field.value} onChange={field.onChange} {...err(name)} />
            )}
          />
        );
        return (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Controller
                name="tipo"
                control={control}
                render={({ field }) => (
                  <TextField select label={t('campos.tipo')} required {...field} {...err('tipo')}>
                    {SEGURO_TIPOS[ramo].map((tipo) => (
                      <MenuItem key={tipo} value={tipo}>
                        {t(`tipo.${tipo}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField label={t('campos.numero')} required {...register('numero')} {...err('numero')} />
              <TextField
                label={t('campos.seguradora')}
                required
                {...register('seguradora')}
                {...err('seguradora')}
              />
              <TextField label={t('campos.corretora')} {...register('corretora')} {...err('corretora')} />
              <TextField label={t('campos.segurado')} {...register('segurado')} {...err('segurado')} />
              <TextField
                label={t('campos.processoSusep')}
                {...register('processoSusep')}
                {...err('processoSusep')}
              />
              {data('inicioVigencia', t('campos.inicioVigencia'))}
              {data('fimVigencia', t('campos.fimVigenciaEmitida'))}
              {dinheiro('importanciaSegurada', t('campos.importanciaSegurada'))}
              {dinheiro('premio', t('campos.premio'))}
            </Box>
            <TextField
              label={t('campos.franquiaGeral')}
              placeholder={t('form.franquiaExemplo')}
              {...register('franquia')}
              {...err('franquia')}
            />
            <CoberturasCampos control={control} register={register} errors={errors} />
            <TextField
              label={t('campos.observacoes')}
              multiline
              minRows={2}
              {...register('observacoes')}
              {...err('observacoes')}
            />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
