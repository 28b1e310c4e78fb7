import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TDiarioOs } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** The day's team with each one's hours and the man-hours total. */
export function DiarioEquipeView({ diario }: { diario: TDiarioOs }) {
  const { t } = useTranslation('diarioOs');
  return (
    <SectionCard
      id="diario-os-equipe"
      title={t('equipe.titulo')}
      aside={
        <Chip
          size="small"
          color="primary"
          label={t('equipe.horasHomem', { valor: formatDecimal(diario.horasHomem, 2) })}
        />
      }
    >
      {diario.equipe.length === 0 ? (
        <Typography color="text.secondary">{t('equipe.vazio')}</Typography>
      ) : (
        <List dense disablePadding>
          {diario.equipe.map((p, i) => (
            <ListItem key={i} disableGutters divider={i < diario.equipe.length - 1}>
              <ListItemText primary={p.nome} secondary={p.funcao || undefined} />
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {t('ver.horas', { horas: formatDecimal(p.horas, 2) })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** The machines and tools of the day. */
export function DiarioEquipamentosView({ diario }: { diario: TDiarioOs }) {
  const { t } = useTranslation('diarioOs');
  return (
    <SectionCard id="diario-os-equipamentos" title={t('equipamentos.titulo')}>
      {diario.equipamentos.length === 0 ? (
        <Typography color="text.secondary">{t('equipamentos.vazio')}</Typography>
      ) : (
        <List dense disablePadding>
          {diario.equipamentos.map((e, i) => (
            <ListItem key={i} disableGutters divider={i < diario.equipamentos.length - 1}>
              <ListItemText primary={e.descricao} secondary={t('ver.unidades', { count: e.quantidade })} />
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {t('ver.horas', { horas: formatDecimal(e.horas, 2) })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
