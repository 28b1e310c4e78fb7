import { useTranslation } from 'react-i18next';
import type { TOcorrenciaSgi } from '@portal/domain';
import { FotosDoRegistroCard } from '../../../../components/fotos/FotosDoRegistroCard';
import { fotoUploadPath, useFotoEnviada, type TFotoSgi } from '../../sgi.queries';

/** Photos an occurrence keeps (the API refuses more; others go in the thread). */
const MAX_FOTOS = 10;

/** The occurrence's evidence photos; who may send evidence adds more, each with its progress. */
export function FotosCard({ ocorrencia }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const fotoEnviada = useFotoEnviada();
  return (
    <FotosDoRegistroCard<TFotoSgi>
      id="ocorrencia-fotos"
      textos={{
        titulo: t('fotos.evidencias', { count: ocorrencia.fotos.length }),
        tirar: t('fotos.tirar'),
        adicionar: t('fotos.adicionar'),
        nenhuma: t('fotos.nenhuma'),
        lista: t('fotos.lista'),
        limite: t('fotos.limite', { max: MAX_FOTOS }),
        abrir: (nome) => t('fotos.abrir', { nome }),
      }}
      fotos={ocorrencia.fotos}
      max={MAX_FOTOS}
      podeEnviar={ocorrencia.acoes.fotos}
      uploadPath={fotoUploadPath(ocorrencia.id)}
      onEnviada={(foto) => fotoEnviada(ocorrencia, foto)}
    />
  );
}
