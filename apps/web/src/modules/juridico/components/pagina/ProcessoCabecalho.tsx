import { useState } from 'react';
import { Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROCESSO_FASE_LABEL, PROCESSO_TIPO_LABEL, subject, type TProcesso } from '@portal/domain';
import { useSessionStore } from '../../../../session/session.store';
import { RiscoChip } from '../RiscoChip';
import { ProcessoFormDialog } from '../form/ProcessoFormDialog';

/**
 * The case's CNJ number, kind, phase and risk, the opposing party and the obra (a link for who may open the obra: a
 * partner firm's lawyer reads the case, not the obra), and "Editar" for the legal staff.
 */
export function ProcessoCabecalho({ processo }: { processo: TProcesso }) {
  const { t } = useTranslation('juridico');
  const [editando, setEditando] = useState(false);
  const podeVerObra = useSessionStore((s) =>
    s.ability.can('read', subject('Obra', { Id_Lista: processo.obra.id })),
  );
  const obra = `${processo.obra.codigo} · ${processo.obra.nome}`;
  return (
    <Card variant="outlined" component="header" data-testid="processo-cabecalho">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {processo.numeroCnj}
            </Typography>
            <Chip size="medium" label={PROCESSO_TIPO_LABEL[processo.tipo]} />
            <Chip
              size="medium"
              variant="outlined"
              color={processo.fase === 'encerrado' ? 'default' : 'primary'}
              label={PROCESSO_FASE_LABEL[processo.fase]}
            />
            <RiscoChip risco={processo.provisaoRisco} size="medium" />
            {processo.acoes.editar && (
              <Button startIcon={<EditIcon />} onClick={() => setEditando(true)} sx={{ ml: { sm: 'auto' } }}>
                {t('pagina.editar')}
              </Button>
            )}
          </Stack>
          <Typography sx={{ fontWeight: 500 }}>
            {t('pagina.parte', { parte: processo.parteContraria })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pagina.obra')}{' '}
            {podeVerObra ? (
              <Link component={RouterLink} to={`/obras/${processo.obra.id}`}>
                {obra}
              </Link>
            ) : (
              obra
            )}
          </Typography>
        </Stack>
      </CardContent>
      {editando && (
        <ProcessoFormDialog tipo={processo.tipo} processo={processo} onClose={() => setEditando(false)} />
      )}
    </Card>
  );
}
