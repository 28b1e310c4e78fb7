import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_PAPEIS,
  CONTRATO_PAPEL_LABEL,
  CONTRATO_PARTE_LABEL,
  CONTRATO_PARTE_TIPOS,
  formatCnpj,
  todayInSaoPaulo,
  ZContratoDadosInput,
  type TContrato,
  type TContratoDadosInput,
  type TContratoPapel,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useCriarContrato, useEditarContrato } from '../../contratos.queries';
import { CnpjField } from './CnpjField';
import { PessoaContratoSelect } from './PessoaContratoSelect';

const FIELDS = [
  'objeto',
  'parteTipo',
  'parteNome',
  'parteCnpj',
  'inicio',
  'fim',
  'responsavelId',
  'gestorId',
  'validadorId',
  'observacoes',
] as const;

const CAMPO_PESSOA: Record<TContratoPapel, 'responsavelId' | 'gestorId' | 'validadorId'> = {
  responsavel: 'responsavelId',
  gestor: 'gestorId',
  validador: 'validadorId',
};

/** A new contract's empty fields (starting today), or an existing contract's own. */
function defaultsOf(contrato?: TContrato): TContratoDadosInput {
  if (!contrato)
    return {
      objeto: '',
      parteTipo: 'subcontratada',
      parteNome: '',
      parteCnpj: '',
      inicio: todayInSaoPaulo(),
      fim: '',
      responsavelId: '',
      gestorId: '',
      validadorId: '',
      observacoes: '',
    };
  return {
    objeto: contrato.objeto,
    parteTipo: contrato.parte.tipo,
    parteNome: contrato.parte.nome,
    parteCnpj: formatCnpj(contrato.parte.cnpj),
    inicio: contrato.inicio,
    fim: contrato.fim,
    responsavelId: contrato.pessoas.responsavel.id,
    gestorId: contrato.pessoas.gestor.id,
    validadorId: contrato.pessoas.validador.id,
    observacoes: contrato.observacoes,
  };
}

/**
 * Writes a new contract of the obra (no `contrato`; it is born in Revisão and its page opens), or edits a contract's
 * data: object, party, dates and the three people. The API's messages land on their fields.
 */
export function ContratoFormDialog({
  obraId,
  contrato,
  onClose,
}: {
  obraId: string;
  contrato?: TContrato;
  onClose: () => void;
}) {
  const { t } = useTranslation('contratos');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarContrato(obraId);
  const editar = useEditarContrato(contrato?.id ?? '');
  return (
    <FormDialog
      open
      maxWidth="md"
      title={contrato ? t('form.editarTitulo', { codigo: contrato.codigo }) : t('form.novoTitulo')}
      description={contrato ? undefined : t('form.novoDescricao')}
      schema={ZContratoDadosInput}
      defaultValues={defaultsOf(contrato)}
      fields={FIELDS}
      submitLabel={contrato ? t('form.salvar') : t('form.criar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        const salvo = contrato
          ? await editar.mutateAsync({ ...dados, versao: contrato.versao })
          : await criar.mutateAsync(dados);
        enqueueSnackbar(t(contrato ? 'form.salvo' : 'form.criado', { codigo: salvo.codigo }), {
          variant: 'success',
        });
        onClose();
        if (!contrato) void navigate(`/${salvo.obra.id}/contrato/${salvo.id}`);
      }}
    >
      {({ register, control, formState: { errors } }) => {
        const err = (name: (typeof FIELDS)[number]) => ({
          error: !!errors[name],
          helperText: errors[name]?.message,
        });
        const data = (name: 'inicio' | 'fim', label: string) => (
          <Controller
            name={name}
            control={control}
            render={({ field }) => (
              <DateField
                label={label}
                required
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                {...err(name)}
              />
            )}
          />
        );
        return (
          <>
            <TextField
              label={t('campos.objeto')}
              required
              multiline
              minRows={2}
              autoFocus
              {...register('objeto')}
              {...err('objeto')}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              <Controller
                name="parteTipo"
                control={control}
                render={({ field }) => (
                  <TextField select label={t('campos.parteTipo')} required {...field} {...err('parteTipo')}>
                    {CONTRATO_PARTE_TIPOS.map((tipo) => (
                      <MenuItem key={tipo} value={tipo}>
                        {CONTRATO_PARTE_LABEL[tipo]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label={t('campos.parteNome')}
                required
                {...register('parteNome')}
                {...err('parteNome')}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              <Controller
                name="parteCnpj"
                control={control}
                render={({ field }) => (
                  <CnpjField
                    label={t('campos.parteCnpj')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...err('parteCnpj')}
                  />
                )}
              />
              {data('inicio', t('campos.inicio'))}
              {data('fim', t('campos.fim'))}
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('form.pessoas')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
              {t('form.pessoasAjuda')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              {CONTRATO_PAPEIS.map((papel) => (
                <Controller
                  key={papel}
                  control={control}
                  name={CAMPO_PESSOA[papel]}
                  render={({ field, fieldState }) => (
                    <PessoaContratoSelect
                      papel={papel}
                      label={CONTRATO_PAPEL_LABEL[papel]}
                      id={field.value}
                      inicial={contrato?.pessoas[papel]}
                      onChange={field.onChange}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                      required
                    />
                  )}
                />
              ))}
            </Box>
            <TextField
              label={t('campos.observacoes')}
              multiline
              minRows={2}
              {...register('observacoes')}
              {...err('observacoes')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
