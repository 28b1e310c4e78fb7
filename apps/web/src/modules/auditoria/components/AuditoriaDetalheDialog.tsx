import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditoriaItem } from '@portal/domain';
import { autorLinha } from '../autor-linha';
import { MudancasTable } from './MudancasTable';

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px minmax(0, 1fr)' },
        gap: 0.5,
        py: 0.5,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One row of the audit page in full: the record, the reason given, the fields changed, or the refused request. */
export function AuditoriaDetalheDialog({
  item,
  onClose,
}: {
  item: TAuditoriaItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auditoria');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={!!item}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="auditoria-detalhe"
    >
      {item && (
        <>
          <DialogTitle id="auditoria-detalhe">
            {item.acaoRotulo}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {autorLinha(item, t)}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Box component="dl" sx={{ m: 0, mb: 2 }}>
              <Linha rotulo={t('lista.modulo')}>{item.entidadeRotulo}</Linha>
              <Linha rotulo={t('detalhe.registro')}>{item.registro}</Linha>
              {item.por.email && <Linha rotulo={t('lista.usuario')}>{item.por.email}</Linha>}
              {item.detalhe && <Linha rotulo={t('detalhe.motivo')}>{item.detalhe}</Linha>}
              {item.acesso && (
                <>
                  <Linha
                    rotulo={t('detalhe.requisicao')}
                  >{`${item.acesso.metodo} ${item.acesso.caminho}`}</Linha>
                  <Linha rotulo={t('detalhe.status')}>{item.acesso.status}</Linha>
                  <Linha rotulo={t('detalhe.mensagem')}>{item.acesso.mensagem}</Linha>
                  {item.acesso.ip && <Linha rotulo={t('detalhe.ip')}>{item.acesso.ip}</Linha>}
                </>
              )}
            </Box>
            {item.mudancas.length > 0 ? (
              <MudancasTable mudancas={item.mudancas} />
            ) : (
              !item.acesso && <Typography color="text.secondary">{t('historico.semCampos')}</Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('detalhe.fechar')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
