import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoUpdateInput, type TItem, type TOperacao } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useAtualizarOperacao, useConfiguracao } from '../../fabricacao.queries';
import { numeroCampo } from '../formatos';
import { CentroCampo, DataCampo, HorasCampo, ObservacaoCampo, OperacaoGrade } from './OperacaoCampos';

const FIELDS = ['centroId', 'inicioPrevisto', 'fimPrevisto', 'horasPrevistas', 'observacao'] as const;

/** Changes an operation's plan (work centre, planned dates and hours), with the version read (409 if stale). */
export function PlanoOperacaoDialog({
  obraId,
  item,
  operacao,
  onClose,
  onConflito,
}: {
  obraId: string;
  item: TItem;
  operacao: TOperacao;
  onClose: () => void;
  onConflito: (e: unknown) => boolean;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const configuracao = useConfiguracao();
  const atualizar = useAtualizarOperacao(obraId);
  return (
    <FormDialog
      open
      title={t('operacoes.planoTitulo', { operacao: operacao.tipo.nome, tag: item.tag })}
      schema={ZOperacaoUpdateInput}
      defaultValues={{
        centroId: operacao.centro?.id ?? null,
        inicioPrevisto: operacao.inicioPrevisto ?? undefined,
        fimPrevisto: operacao.fimPrevisto ?? undefined,
        horasPrevistas: numeroCampo(operacao.horasPrevistas),
        observacao: operacao.observacao,
        versao: operacao.versao,
      }}
      fields={FIELDS}
      submitLabel={t('salvar')}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await atualizar.mutateAsync({
            operacaoId: operacao.id,
            body: {
              ...values,
              centroId: values.centroId ?? null,
              inicioPrevisto: values.inicioPrevisto ?? null,
              fimPrevisto: values.fimPrevisto ?? null,
            },
          });
        } catch (e) {
          if (onConflito(e)) return onClose();
          throw e;
        }
        enqueueSnackbar(t('operacoes.planoSalvo', { operacao: operacao.tipo.nome }), { variant: 'success' });
        onClose();
      }}
    >
      {({ control }) => (
        <>
          <OperacaoGrade>
            <CentroCampo control={control} name="centroId" centros={configuracao.data?.centros ?? []} />
            <HorasCampo control={control} name="horasPrevistas" required />
            <DataCampo control={control} name="inicioPrevisto" />
            <DataCampo control={control} name="fimPrevisto" />
          </OperacaoGrade>
          <ObservacaoCampo control={control} name="observacao" />
        </>
      )}
    </FormDialog>
  );
}
