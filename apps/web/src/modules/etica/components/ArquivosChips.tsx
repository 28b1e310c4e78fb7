import { Chip, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';

/**
 * The files of a report or a message: download links for the committee (`id`, through /api/arquivos, which checks
 * the person may read the report), names only for the reporter.
 */
export function ArquivosChips({ arquivos }: { arquivos: readonly { id?: string; nome: string }[] }) {
  const { t } = useTranslation('etica');
  if (arquivos.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }}>
      {arquivos.map((a, i) =>
        a.id ? (
          <Chip
            key={a.id}
            size="small"
            variant="outlined"
            icon={<AttachFileIcon />}
            label={a.nome}
            component="a"
            href={`/api/arquivos/${a.id}`}
            download
            clickable
            aria-label={t('arquivo.baixar', { nome: a.nome })}
          />
        ) : (
          <Chip key={i} size="small" variant="outlined" icon={<AttachFileIcon />} label={a.nome} />
        ),
      )}
    </Stack>
  );
}
