import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import PostAddIcon from '@mui/icons-material/PostAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TApolice } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useExcluirApolice } from '../seguros.queries';
import { AlertaTexto } from './AlertaTexto';
import { ApoliceFormDialog } from './ApoliceFormDialog';
import { EndossoFormDialog } from './EndossoFormDialog';
import { SituacaoChip } from './SituacaoChip';

/** The policy's number, kind, insurer and situation, its warnings, and what this user may do with it. */
export function ApoliceCabecalho({ apolice }: { apolice: TApolice }) {
  const { t } = useTranslation(['seguros', 'segurosAlertas'], { nsMode: 'fallback' });
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const excluir = useExcluirApolice(apolice);
  const [dialogo, setDialogo] = useState<'editar' | 'endossar' | null>(null);
  const lista = apolice.ramo === 'risco_engenharia' ? 'seguros' : 'seguros/perfeito';

  const onExcluir = async () => {
    if (!(await confirm(t('pagina.excluirTexto', { numero: apolice.numero }), t('pagina.excluirTitulo'))))
      return;
    await excluir.mutateAsync();
    enqueueSnackbar(t('pagina.excluida', { numero: apolice.numero }), { variant: 'success' });
    void navigate(`/${apolice.obra.id}/${lista}`);
  };

  return (
    <Card variant="outlined" component="header">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {t('pagina.titulo', { numero: apolice.numero })}
            </Typography>
            <SituacaoChip situacao={apolice.situacao} />
          </Stack>
          <Typography color="text.secondary">
            {t(`ramo.${apolice.ramo}`)} · {t(`tipo.${apolice.tipo}`)} · {apolice.seguradora}
            {apolice.corretora && ` · ${t('pagina.corretora', { corretora: apolice.corretora })}`}
          </Typography>
          {apolice.alertas.map((alerta) => (
            <Alert key={alerta.limiar} severity="warning">
              <AlertaTexto alerta={alerta} />
            </Alert>
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {apolice.acoes.endossar && (
              <Button variant="contained" startIcon={<PostAddIcon />} onClick={() => setDialogo('endossar')}>
                {t('endosso.novo')}
              </Button>
            )}
            {apolice.acoes.editar && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialogo('editar')}>
                {t('pagina.editar')}
              </Button>
            )}
            {apolice.acoes.excluir && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => void onExcluir()}
                disabled={excluir.isPending}
              >
                {t('pagina.excluir')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {dialogo === 'editar' && (
        <ApoliceFormDialog
          obraId={apolice.obra.id}
          ramo={apolice.ramo}
          apolice={apolice}
          onClose={() => setDialogo(null)}
        />
      )}
      {dialogo === 'endossar' && <EndossoFormDialog apolice={apolice} onClose={() => setDialogo(null)} />}
    </Card>
  );
}
