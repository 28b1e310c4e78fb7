import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useTranslation } from 'react-i18next';
import { formatDate, MATERIAIS_DISCIPLINAS, type TTemplateResumo } from '@portal/domain';

/** A template: name, discipline, active or not, its extra columns and default lines; edit, (de)activate. */
export function TemplateCard({
  template,
  alterando,
  onEditar,
  onAtivo,
}: {
  template: TTemplateResumo;
  alterando: boolean;
  onEditar: () => void;
  onAtivo: (ativo: boolean) => void;
}) {
  const { t } = useTranslation('materiais');
  return (
    <Card variant="outlined" component="article" aria-label={template.nome}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
            {template.nome}
          </Typography>
          <Chip size="small" variant="outlined" label={MATERIAIS_DISCIPLINAS[template.disciplina]} />
          <Chip
            size="small"
            color={template.ativo ? 'success' : 'warning'}
            label={template.ativo ? t('templates.ativo') : t('templates.inativo')}
          />
        </Stack>
        {template.descricao && (
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {template.descricao}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {template.colunas.length > 0
            ? t('templates.colunas', { colunas: template.colunas.map((c) => c.titulo).join(', ') })
            : t('templates.semColunas')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('templates.resumo', { linhas: template.totalLinhas })}
          {' · '}
          {t('templates.atualizado', { data: formatDate(template.updatedAt) })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          startIcon={<EditIcon />}
          onClick={onEditar}
          aria-label={t('templates.editarNome', { nome: template.nome })}
        >
          {t('templates.editar')}
        </Button>
        <Button
          startIcon={template.ativo ? <ToggleOffIcon /> : <ToggleOnIcon />}
          color={template.ativo ? 'warning' : 'success'}
          loading={alterando}
          onClick={() => onAtivo(!template.ativo)}
        >
          {template.ativo ? t('templates.desativar') : t('templates.reativar')}
        </Button>
      </CardActions>
    </Card>
  );
}
