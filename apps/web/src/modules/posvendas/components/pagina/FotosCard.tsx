import { useTranslation } from 'react-i18next';
import type { TChamado } from '@portal/domain';
import { FotosDoRegistroCard } from '../../../../components/fotos/FotosDoRegistroCard';
import { fotoUploadPath, useFotoEnviada, type TFotoChamado } from '../../posvendas.queries';

/** Photos a ticket keeps (the API refuses more; others go in the thread). */
const MAX_FOTOS = 10;

/** The ticket's photos; who may send photos adds more, each with its progress. */
export function FotosCard({ chamado }: { chamado: TChamado }) {
  const { t } = useTranslation('posvendas');
  const fotoEnviada = useFotoEnviada();
  return (
    <FotosDoRegistroCard<TFotoChamado>
      id="chamado-fotos"
      textos={{
        titulo: t('fotos.titulo', { count: chamado.fotos.length }),
        tirar: t('fotos.tirar'),
        adicionar: t('fotos.adicionar'),
        nenhuma: t('fotos.nenhuma'),
        lista: t('fotos.lista'),
        limite: t('fotos.limite', { max: MAX_FOTOS }),
        abrir: (nome) => t('fotos.abrir', { nome }),
      }}
      fotos={chamado.fotos}
      max={MAX_FOTOS}
      podeEnviar={chamado.acoes.fotos}
      uploadPath={fotoUploadPath(chamado.id)}
      onEnviada={(foto) => fotoEnviada(chamado, foto)}
    />
  );
}
