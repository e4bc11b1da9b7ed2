import type { Session } from '@portal/contract/auth/auth.schemas';
import { routeById } from '@portal/contract/routes/route-table';
import { useMemo } from 'react';
import { menuSectionsFor } from '../../../shared/navigation/menu-sections';
import { useSession } from '../../../shared/session/session-query';
import { usePublishedExampleDocuments } from '../api/published-example-documents';
import { ExampleDocumentsList } from '../components/example-documents-list';
import { HelpArticle } from '../components/help-article';
import { HelpLinks, helpLinksFor } from '../components/help-links';
import type { HelpArticleSection } from '../components/help-section-view';
import { MenuOverview } from '../components/menu-overview';
import { HELP_INTRO, helpAboutSection, helpFaqSection } from '../content/help-overview';
import { INTEGRATION_HELP } from '../content/integration-help';

function HelpContent({ session }: { session: Session }) {
  const side = session.ownerType;
  const documents = usePublishedExampleDocuments().data;

  const sections = useMemo((): HelpArticleSection[] => {
    const menuSections = menuSectionsFor(session);
    const links = helpLinksFor(side);
    return [
      helpAboutSection(side),
      {
        id: 'menu',
        title: 'Разделы меню',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Меню слева показывает только разделы, доступные вашей роли. Здесь они перечислены по группам.',
          },
        ],
        searchText: menuSections
          .flatMap((section) => [section.label, ...section.routes.map((route) => route.title)])
          .join('\n'),
        extra: <MenuOverview sections={menuSections} />,
      },
      {
        id: 'manuals',
        title: 'Руководства и видеоуроки',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Подробные инструкции по шагам собраны в руководствах; в видеоуроках то же самое показано на экране.',
          },
        ],
        searchText: links.flatMap((link) => [routeById(link.routeId).title, link.description]).join('\n'),
        extra: <HelpLinks side={side} />,
      },
      helpFaqSection(side),
      INTEGRATION_HELP,
      {
        id: 'example-documents',
        title: 'Образцы документов',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Шаблоны, которые публикуют заказчики: договоры перевозки, доверенности, карточки реквизитов. ' +
              'Нажмите «Скачать», чтобы сохранить файл.',
          },
        ],
        searchText: (documents ?? [])
          .flatMap((group) => [group.customer.name, ...group.documents.map((document) => document.name)])
          .join('\n'),
        extra: <ExampleDocumentsList subject={session} />,
      },
    ];
  }, [session, side, documents]);

  return <HelpArticle intro={HELP_INTRO[side]} sections={sections} subject={session} />;
}

function HelpPage() {
  const session = useSession();
  if (!session) return null;
  return <HelpContent session={session} />;
}

export { HelpPage as Component };
