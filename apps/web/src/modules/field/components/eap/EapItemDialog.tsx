import { TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { parseDecimal, ZEapItemInput, type TEap, type TEapItem } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useAddEapItem, useMoveEapItem } from '../../eap.queries';
import type { EapNovoLugar } from './EapItemAcoes';

/** Where the new item goes: at the root, under an item, or beside it. */
export type EapNovoAlvo = { lugar: 'raiz' } | { lugar: EapNovoLugar; item: TEapItem };

const FIELDS = ['descricao', 'unidade', 'quantidade', 'peso'] as const;
const numero = { setValueAs: (v: unknown) => parseDecimal(v as string) ?? v };

/**
 * A new EAP item: description, unit, planned quantity and weight. The API puts it after its future siblings; an item
 * added "beside" another is then moved to just below it, for whoever may reorder.
 */
export function EapItemDialog({
  eap,
  obra,
  alvo,
  onClose,
}: {
  eap: TEap;
  obra: string;
  alvo: EapNovoAlvo;
  onClose: () => void;
}) {
  const { t } = useTranslation('eap');
  const { enqueueSnackbar } = useSnackbar();
  const adicionar = useAddEapItem(obra, eap.tipo);
  const mover = useMoveEapItem(obra, eap.tipo);
  const parentId =
    alvo.lugar === 'raiz' ? null : alvo.lugar === 'subitem' ? alvo.item.id : alvo.item.parentId;
  const title =
    alvo.lugar === 'raiz'
      ? t('dialogo.tituloRaiz')
      : t(alvo.lugar === 'subitem' ? 'dialogo.tituloSubitem' : 'dialogo.tituloIrmao', {
          codigo: alvo.item.codigo,
          descricao: alvo.item.descricao,
        });

  const enviar = async (values: { descricao: string }) => {
    const antes = new Set(eap.itens.map((i) => i.id));
    let depois = await adicionar.mutateAsync({ ...values, parentId });
    const novo = depois.itens.find((i) => !antes.has(i.id));
    if (novo && alvo.lugar === 'irmao' && eap.podeConfigurar) {
      const irmaos = eap.itens.filter((i) => i.parentId === parentId);
      const posicao = irmaos.findIndex((i) => i.id === alvo.item.id) + 1;
      // The item exists by now: a failed move leaves it last among its siblings, which is said, not retried.
      depois = await mover.mutateAsync({ id: novo.id, parentId, posicao }).catch((e: unknown) => {
        enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'warning' });
        return depois;
      });
    }
    const codigo = depois.itens.find((i) => i.id === novo?.id)?.codigo ?? '';
    enqueueSnackbar(t('dialogo.adicionado', { codigo }), { variant: 'success' });
    onClose();
  };

  return (
    <FormDialog
      open
      title={title}
      schema={ZEapItemInput}
      defaultValues={{ parentId, descricao: '', unidade: '', quantidade: 0, peso: 0 }}
      submitLabel={t('dialogo.adicionar')}
      onSubmit={enviar}
      onClose={onClose}
      fields={FIELDS}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={t('dialogo.descricao')}
            autoFocus
            required
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
          <TextField
            label={t('dialogo.unidade')}
            {...register('unidade')}
            error={!!errors.unidade}
            helperText={errors.unidade?.message ?? t('dialogo.unidadeDica')}
          />
          <TextField
            label={t('dialogo.quantidade')}
            {...register('quantidade', numero)}
            error={!!errors.quantidade}
            helperText={errors.quantidade?.message}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('dialogo.peso')}
            {...register('peso', numero)}
            error={!!errors.peso}
            helperText={errors.peso?.message ?? t('dialogo.pesoDica')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </>
      )}
    </FormDialog>
  );
}
