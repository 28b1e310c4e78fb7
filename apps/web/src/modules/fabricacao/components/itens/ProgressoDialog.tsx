import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoUpdateInput, type TItem, type TOperacao } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useAtualizarOperacao } from '../../fabricacao.queries';
import { horas, numeroCampo } from '../formatos';
import { DataCampo, HorasCampo, OperacaoGrade } from './OperacaoCampos';

const FIELDS = ['inicioReal', 'fimReal', 'horasReais'] as const;

/**
 * Records an operation's progress: when it actually started and ended and the hours it took. An actual end makes it
 * Concluída (and counts its item's weight as done for this operation); with the version read (409 if stale).
 */
export function ProgressoDialog({
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
  const atualizar = useAtualizarOperacao(obraId);
  return (
    <FormDialog
      open
      title={t('operacoes.progressoTitulo', { operacao: operacao.tipo.nome, tag: item.tag })}
      description={t('operacoes.progressoAjuda', { horas: horas(operacao.horasPrevistas) })}
      schema={ZOperacaoUpdateInput}
      defaultValues={{
        inicioReal: operacao.inicioReal ?? undefined,
        fimReal: operacao.fimReal ?? undefined,
        horasReais: operacao.horasReais === null ? null : numeroCampo(operacao.horasReais),
        versao: operacao.versao,
      }}
      fields={FIELDS}
      submitLabel={t('operacoes.registrar')}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await atualizar.mutateAsync({
            operacaoId: operacao.id,
            body: {
              inicioReal: values.inicioReal ?? null,
              fimReal: values.fimReal ?? null,
              horasReais: values.horasReais ?? null,
              versao: values.versao,
            },
          });
        } catch (e) {
          if (onConflito(e)) return onClose();
          throw e;
        }
        enqueueSnackbar(t('operacoes.progressoSalvo', { operacao: operacao.tipo.nome }), {
          variant: 'success',
        });
        onClose();
      }}
    >
      {({ control }) => (
        <OperacaoGrade>
          <DataCampo control={control} name="inicioReal" />
          <DataCampo control={control} name="fimReal" />
          <HorasCampo control={control} name="horasReais" vazioNulo />
        </OperacaoGrade>
      )}
    </FormDialog>
  );
}
