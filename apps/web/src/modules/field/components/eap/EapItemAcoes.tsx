import { useState } from 'react';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TEapItem, TOsTipo } from '@portal/domain';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useDeleteEapItem, useMoveEapItem } from '../../eap.queries';
import { moveInput, subtreeOf, type EapMovimento } from '../../eap-moves';

export type EapNovoLugar = 'subitem' | 'irmao';

const MOVIMENTOS: { movimento: EapMovimento; icon: typeof ArrowUpwardIcon }[] = [
  { movimento: 'subir', icon: ArrowUpwardIcon },
  { movimento: 'descer', icon: ArrowDownwardIcon },
  { movimento: 'avancar', icon: FormatIndentIncreaseIcon },
  { movimento: 'recuar', icon: FormatIndentDecreaseIcon },
];

/**
 * An item's actions in one menu (works the same with a finger on a phone): add a subitem or an item below it,
 * move it up, down, into the item above or out a level, delete it with confirmation. What the user may not do, or
 * what does nothing there, is not offered or is disabled with the reason.
 */
export function EapItemAcoes({
  item,
  itens,
  obra,
  tipo,
  podeConfigurar,
  podeCriar,
  onNovo,
}: {
  item: TEapItem;
  itens: readonly TEapItem[];
  obra: string;
  tipo: TOsTipo;
  podeConfigurar: boolean;
  podeCriar: boolean;
  onNovo: (lugar: EapNovoLugar) => void;
}) {
  const { t } = useTranslation('eap');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mover = useMoveEapItem(obra, tipo);
  const excluir = useDeleteEapItem(obra, tipo);
  const subarvore = subtreeOf(itens, item.id);
  const emUso = subarvore.some((i) => i.emUso);
  const falhou = (e: unknown) =>
    enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });

  const fazer = (acao: () => Promise<void>) => () => {
    setAnchor(null);
    acao().catch(falhou);
  };
  const moverPara = (movimento: EapMovimento) =>
    fazer(async () => {
      const destino = moveInput(itens, item.id, movimento);
      if (!destino) return;
      const eap = await mover.mutateAsync({ id: item.id, ...destino });
      const codigo = eap.itens.find((i) => i.id === item.id)?.codigo ?? '';
      enqueueSnackbar(t('acoes.movido', { codigo }), { variant: 'success' });
    });
  const apagar = fazer(async () => {
    const subitens = subarvore.length - 1;
    const texto = subitens
      ? t('excluir.textoSubitens', { count: subitens, descricao: item.descricao })
      : t('excluir.texto', { descricao: item.descricao });
    if (!(await confirm(texto, t('excluir.titulo', { codigo: item.codigo })))) return;
    await excluir.mutateAsync(item.id);
    enqueueSnackbar(t('excluir.excluido'), { variant: 'success' });
  });

  if (!podeConfigurar && !podeCriar) return null;
  return (
    <>
      <IconButton
        aria-label={t('acoes.menu', { codigo: item.codigo })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={mover.isPending || excluir.isPending}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={item.emUso}
          onClick={() => {
            setAnchor(null);
            onNovo('subitem');
          }}
        >
          <ListItemIcon>
            <SubdirectoryArrowRightIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('acoes.subitem')} secondary={item.emUso ? t('acoes.emUso') : undefined} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onNovo('irmao');
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('acoes.irmao')} />
        </MenuItem>
        {podeConfigurar && <Divider />}
        {podeConfigurar &&
          MOVIMENTOS.map(({ movimento, icon: Icon }) => (
            <MenuItem
              key={movimento}
              disabled={!moveInput(itens, item.id, movimento)}
              onClick={moverPara(movimento)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`acoes.${movimento}`)} />
            </MenuItem>
          ))}
        {podeConfigurar && <Divider />}
        {podeConfigurar && (
          <MenuItem disabled={emUso} onClick={apagar}>
            <ListItemIcon>
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('acoes.excluir')} secondary={emUso ? t('acoes.emUso') : undefined} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
