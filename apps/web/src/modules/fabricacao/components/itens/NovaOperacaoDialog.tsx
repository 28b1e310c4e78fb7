import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoInput, type TItem } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useConfiguracao, useCriarOperacao } from '../../fabricacao.queries';
import { CentroCampo, DataCampo, HorasCampo, ObservacaoCampo, OperacaoGrade } from './OperacaoCampos';

const FIELDS = [
  'tipoId',
  'centroId',
  'inicioPrevisto',
  'fimPrevisto',
  'horasPrevistas',
  'observacao',
] as const;

/**
 * Plans an operation of an item: its kind (each once per item; the active kinds in their usual order), the work
 * centre, the planned dates and hours. The planning board spreads the hours over the working days between the dates.
 */
export function NovaOperacaoDialog({
  obraId,
  item,
  onClose,
}: {
  obraId: string;
  item: TItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const configuracao = useConfiguracao();
  const criar = useCriarOperacao(obraId);
  const usados = new Set(item.operacoes.map((o) => o.tipo.id));
  const tipos = (configuracao.data?.tipos ?? [])
    .filter((tipo) => tipo.ativo && !usados.has(tipo.id))
    .sort((a, b) => a.ordem - b.ordem);
  return (
    <FormDialog
      open
      title={t('operacoes.novaTitulo', { tag: item.tag })}
      description={t('operacoes.novaAjuda')}
      schema={ZOperacaoInput}
      defaultValues={{
        tipoId: '',
        centroId: null,
        inicioPrevisto: undefined,
        fimPrevisto: undefined,
        horasPrevistas: '',
        observacao: '',
      }}
      fields={FIELDS}
      submitLabel={t('operacoes.planejar')}
      onClose={onClose}
      onSubmit={async (values) => {
        await criar.mutateAsync({ itemId: item.id, body: values });
        const operacao = tipos.find((tipo) => tipo.id === values.tipoId)?.nome ?? '';
        enqueueSnackbar(t('operacoes.planejada', { operacao, tag: item.tag }), {
          variant: 'success',
        });
        onClose();
      }}
    >
      {({ control, formState: { errors } }) => (
        <>
          <OperacaoGrade>
            <Controller
              name="tipoId"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  required
                  label={t('campos.operacao')}
                  {...field}
                  error={!!errors.tipoId}
                  helperText={
                    errors.tipoId?.message ??
                    (tipos.length === 0 && configuracao.isSuccess
                      ? t('operacoes.todasPlanejadas')
                      : undefined)
                  }
                >
                  {tipos.map((tipo) => (
                    <MenuItem key={tipo.id} value={tipo.id}>
                      {tipo.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <CentroCampo control={control} name="centroId" centros={configuracao.data?.centros ?? []} />
            <DataCampo control={control} name="inicioPrevisto" />
            <DataCampo control={control} name="fimPrevisto" />
            <HorasCampo control={control} name="horasPrevistas" required />
          </OperacaoGrade>
          <ObservacaoCampo control={control} name="observacao" />
        </>
      )}
    </FormDialog>
  );
}
