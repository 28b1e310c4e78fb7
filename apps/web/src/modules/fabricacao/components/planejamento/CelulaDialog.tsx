import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOperacaoPlanejada } from '@portal/domain';
import { SituacaoChip } from '../SituacaoChip';
import { horas, pct } from '../formatos';

/** The operations a board cell counts: fabrication, item tag, operation, planned dates and the week's hours. */
export function CelulaDialog({
  centro,
  semana,
  carga,
  capacidade,
  ocupacao,
  operacoes,
  onClose,
}: {
  centro: string;
  semana: string;
  carga: number;
  capacidade: number;
  ocupacao: number;
  operacoes: TOperacaoPlanejada[];
  onClose: () => void;
}) {
  const { t } = useTranslation('fabricacao');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('planejamento.celulaTitulo', { centro, semana })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('planejamento.celulaResumo', {
            carga: horas(carga),
            capacidade: horas(capacidade),
            ocupacao: pct(ocupacao),
          })}
        </Typography>
        {operacoes.length === 0 ? (
          <Typography>{t('planejamento.celulaVazia')}</Typography>
        ) : (
          <List dense aria-label={t('planejamento.operacoesDaCelula')}>
            {operacoes.map((op) => (
              <ListItem
                key={op.id}
                divider
                disableGutters
                data-testid="operacao-planejada"
                secondaryAction={<SituacaoChip situacao={op.situacao} />}
              >
                <ListItemText
                  sx={{ pr: 12 }}
                  primary={
                    <Link component={RouterLink} to={`/fabricacao/${op.obra.id}/itens?item=${op.item.id}`}>
                      {`${op.obra.codigo} · ${op.item.tag} · ${op.tipo}`}
                    </Link>
                  }
                  secondary={t('planejamento.operacaoLinha', {
                    de: formatDate(op.inicioPrevisto),
                    ate: formatDate(op.fimPrevisto),
                    semana: horas(op.horasNaSemana),
                    total: horas(op.horasPrevistas),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
