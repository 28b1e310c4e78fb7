import { useEffect, useRef, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TItem } from '@portal/domain';
import { ProgressoBarra } from '../ProgressoBarra';
import { kg } from '../formatos';
import { OperacoesDoItem, type AcoesOperacao } from './OperacoesDoItem';

export interface AcoesItem extends AcoesOperacao {
  editar: (item: TItem) => void;
  excluirItem: (item: TItem) => void;
  novaOperacao: (item: TItem) => void;
}

/**
 * One item: tag, description, quantity, unit and line weight, progress; unfolded, its operations. `aberto` when the
 * address names it (a late operation's link), which also scrolls it into view.
 */
export function ItemCard({ item, aberto, acoes }: { item: TItem; aberto: boolean; acoes?: AcoesItem }) {
  const { t } = useTranslation('fabricacao');
  const [expandido, setExpandido] = useState(aberto);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (aberto) ref.current?.scrollIntoView({ block: 'start' });
  }, [aberto]);
  const resumoId = `item-${item.id}`;
  return (
    <Accordion
      ref={ref}
      variant="outlined"
      disableGutters
      expanded={expandido}
      onChange={(_, e) => setExpandido(e)}
      data-testid="item"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={resumoId} aria-controls={`${resumoId}-operacoes`}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0.5, md: 2 },
            alignItems: 'center',
            width: '100%',
            pr: 1,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(90px, 1fr) 3fr 1fr 1.2fr 1.3fr 2fr' },
          }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.tag}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{item.descricao}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: { md: 'right' } }}>
            {t('itens.quantidade', { quantidade: formatDecimal(item.quantidade, 3) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: { md: 'right' } }}>
            {t('itens.pesoUnitario', { peso: kg(item.pesoUnitarioKg) })}
          </Typography>
          <Typography variant="body2" sx={{ textAlign: { md: 'right' }, fontWeight: 500 }}>
            {t('itens.pesoLinha', { peso: kg(item.pesoTotalKg) })}
          </Typography>
          <ProgressoBarra valor={item.progresso} rotulo={t('itens.progressoDe', { tag: item.tag })} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${resumoId}-operacoes`}>
        <Stack spacing={2}>
          <OperacoesDoItem operacoes={item.operacoes} tag={item.tag} acoes={acoes} />
          {acoes && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => acoes.novaOperacao(item)}
              >
                {t('operacoes.planejarOperacao')}
              </Button>
              <Button size="small" startIcon={<EditIcon />} onClick={() => acoes.editar(item)}>
                {t('itens.editar')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => acoes.excluirItem(item)}
              >
                {t('itens.excluir')}
              </Button>
            </Stack>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
