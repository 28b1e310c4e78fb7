import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TEapItem, type TEapItemPatch, type TOsTipo } from '@portal/domain';
import { useEditEapItem } from '../../eap.queries';
import { hasChildren } from '../../eap-moves';
import { OsProgresso } from '../os/OsProgresso';
import { EapCelulaEditavel } from './EapCelulaEditavel';
import { EapItemAcoes, type EapNovoLugar } from './EapItemAcoes';
import { EAP_GRID, EAP_NUMEROS } from './eap-layout';

/**
 * One EAP item: its code indented by level, description, unit, planned quantity and weight (edited in place by whoever
 * configures the EAP), what the daily logs executed and its progress. A parent's unit and quantities are its
 * children's, so they show as a dash.
 */
export function EapItemLinha({
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
  onNovo: (item: TEapItem, lugar: EapNovoLugar) => void;
}) {
  const { t } = useTranslation('eap');
  const editar = useEditEapItem(obra, tipo);
  const folha = !hasChildren(itens, item.id);
  const salvar = (patch: TEapItemPatch) => editar.mutateAsync({ id: item.id, ...patch });
  const celula = { codigo: item.codigo, onSalvar: salvar };
  const comUnidade = (n: number) => `${formatDecimal(n, 3)}${item.unidade ? ` ${item.unidade}` : ''}`;

  return (
    <Box
      role="listitem"
      aria-label={`${item.codigo} ${item.descricao}`}
      sx={{
        ...EAP_GRID,
        py: { xs: 1.5, md: 0.5 },
        px: 1,
        rowGap: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: item.nivel === 0 ? 'action.hover' : undefined,
      }}
    >
      <Box sx={{ gridArea: 'item', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            pl: { xs: item.nivel * 1.5, md: item.nivel * 3 },
            fontWeight: folha ? 400 : 600,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {item.codigo}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0, fontWeight: folha ? 400 : 600 }}>
          <EapCelulaEditavel
            {...celula}
            campo="descricao"
            valor={item.descricao}
            texto={item.descricao}
            editavel={podeConfigurar}
          />
        </Box>
      </Box>
      <Box sx={EAP_NUMEROS}>
        <Box sx={{ gridArea: { md: 'unidade' } }}>
          <EapCelulaEditavel
            {...celula}
            campo="unidade"
            valor={item.unidade}
            texto={folha ? item.unidade || '—' : '—'}
            rotuloCurto={t('curto.unidade')}
            editavel={podeConfigurar && folha}
          />
        </Box>
        <Box sx={{ gridArea: { md: 'quantidade' } }}>
          <EapCelulaEditavel
            {...celula}
            campo="quantidade"
            valor={item.quantidade}
            texto={folha ? formatDecimal(item.quantidade, 3) : '—'}
            rotuloCurto={t('curto.quantidade')}
            editavel={podeConfigurar && folha}
          />
        </Box>
        <Box sx={{ gridArea: { md: 'peso' } }}>
          <EapCelulaEditavel
            {...celula}
            campo="peso"
            valor={item.peso}
            texto={formatDecimal(item.peso, 4)}
            rotuloCurto={t('curto.peso')}
            editavel={podeConfigurar}
          />
        </Box>
        <Box
          sx={{
            gridArea: { md: 'executado' },
            display: 'flex',
            gap: 0.5,
            px: 0.5,
            minHeight: 32,
            alignItems: 'center',
            justifyContent: { md: 'flex-end' },
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {t('curto.executado')}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {folha ? comUnidade(item.executado) : '—'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ gridArea: 'avanco', px: 0.5 }}>
        <OsProgresso
          valor={item.percentual}
          label={t('avancoAria', { codigo: item.codigo, descricao: item.descricao })}
        />
      </Box>
      <Box sx={{ gridArea: 'acoes', justifySelf: 'end' }}>
        <EapItemAcoes
          item={item}
          itens={itens}
          obra={obra}
          tipo={tipo}
          podeConfigurar={podeConfigurar}
          podeCriar={podeCriar}
          onNovo={(lugar) => onNovo(item, lugar)}
        />
      </Box>
    </Box>
  );
}
