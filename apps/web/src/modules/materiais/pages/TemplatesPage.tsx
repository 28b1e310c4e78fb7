import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TTemplateResumo } from '@portal/domain';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { TemplateCard } from '../components/template/TemplateCard';
import { TemplateDialog } from '../components/template/TemplateDialog';
import { useTemplate, useTemplateAtivo, useTemplates } from '../materiais.queries';

/**
 * /materiais/template, "Configurar templates": every template (active or not), created and edited here with their
 * extra columns and default lines, deactivated (no longer offered to new lists) or reactivated.
 */
export function TemplatesPage() {
  const { t } = useTranslation('materiais');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const templates = useTemplates(true);
  const ativo = useTemplateAtivo();
  const [editando, setEditando] = useState<string | 'novo' | null>(null);

  const mudarAtivo = async (template: TTemplateResumo, valor: boolean) => {
    if (!valor && !(await confirm(t('templates.confirmarDesativar', { nome: template.nome })))) return;
    try {
      await ativo.mutateAsync({ id: template.id, ativo: valor });
      enqueueSnackbar(t(valor ? 'templates.reativado' : 'templates.desativado', { nome: template.nome }), {
        variant: 'success',
      });
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}
      >
        {t('templates.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('templates.descricao')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')} sx={{ mb: 2 }}>
        {t('templates.novo')}
      </Button>
      {templates.isPending && <Skeleton variant="rounded" height={160} aria-label={t('templates.titulo')} />}
      {templates.isError && <Alert severity="error">{templates.error.message}</Alert>}
      {templates.data?.items.length === 0 && <Alert severity="info">{t('templates.vazio')}</Alert>}
      <Stack spacing={2}>
        {templates.data?.items.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            alterando={ativo.isPending && ativo.variables?.id === template.id}
            onEditar={() => setEditando(template.id)}
            onAtivo={(valor) => void mudarAtivo(template, valor)}
          />
        ))}
      </Stack>
      {editando === 'novo' && <TemplateDialog onClose={() => setEditando(null)} />}
      {editando && editando !== 'novo' && <EditarTemplate id={editando} onClose={() => setEditando(null)} />}
    </Box>
  );
}

/** Loads the template's default lines, then opens the editor on them. */
function EditarTemplate({ id, onClose }: { id: string; onClose: () => void }) {
  const template = useTemplate(id);
  if (template.isError) return <Alert severity="error">{template.error.message}</Alert>;
  if (!template.data) return null;
  return <TemplateDialog template={template.data} onClose={onClose} />;
}
