import type { GuardSubject } from '@portal/contract/routes/guards';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../shared/test/test-providers';
import { HelpArticle } from './help-article';
import type { HelpArticleSection } from './help-section-view';

const SUBJECT: GuardSubject = { isAuth: true, ownerType: 'contractor', roles: ['ROLE_USER'], verified: true };

const SECTIONS: HelpArticleSection[] = [
  {
    id: 'bidding',
    title: 'Как сделать ставку',
    screens: ['auctions-contractor', 'auctions-customer'],
    blocks: [
      { kind: 'paragraph', text: 'Ставка должна быть не больше лучшей цены минус шаг.' },
      { kind: 'steps', title: 'Шаги', items: ['Откройте аукцион.', 'Введите цену.'] },
    ],
  },
  {
    id: 'attorneys',
    title: 'Доверенности',
    blocks: [{ kind: 'paragraph', text: 'Без доверенности водителя нельзя поставить на рейс.' }],
  },
  {
    id: 'links',
    title: 'Полезные ссылки',
    blocks: [{ kind: 'paragraph', text: 'Ссылки на руководства.' }],
    searchText: 'Видеоуроки',
    extra: <p>Живое содержимое раздела</p>,
  },
];

const renderArticle = () => {
  const router = createMemoryRouter(
    [{ path: '/help', element: <HelpArticle intro="Вступление" sections={SECTIONS} subject={SUBJECT} /> }],
    { initialEntries: ['/help'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
};

const tocLinks = () =>
  within(screen.getByRole('navigation', { name: 'Содержание' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const sectionTitles = () =>
  screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('help article', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every section in the table of contents with its anchor', () => {
    renderArticle();
    expect(tocLinks()).toEqual(['Как сделать ставку', 'Доверенности', 'Полезные ссылки']);
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    expect(within(toc).getByRole('link', { name: 'Доверенности' })).toHaveAttribute('href', '#attorneys');
    expect(document.getElementById('attorneys')).not.toBeNull();
  });

  it('filters the sections and the contents by the search words, highlighting them', async () => {
    renderArticle();
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по разделу' }), 'ВОДИТЕЛЯ');
    expect(sectionTitles()).toEqual(['Доверенности#']);
    expect(tocLinks()).toEqual(['Доверенности']);
    expect(screen.getByText('водителя', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Найдено разделов: 1')).toBeInTheDocument();
  });

  it('shows only the matching blocks of a section', async () => {
    renderArticle();
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по разделу' }), 'введите');
    expect(sectionTitles()).toEqual(['Как сделать ставку#']);
    expect(screen.getByText('Откройте аукцион.')).toBeInTheDocument();
    expect(screen.queryByText(/не больше лучшей цены/)).not.toBeInTheDocument();
  });

  it('finds a section by the words of its live content', async () => {
    renderArticle();
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по разделу' }), 'видеоурок');
    expect(sectionTitles()).toEqual(['Полезные ссылки#']);
    expect(screen.getByText('Живое содержимое раздела')).toBeInTheDocument();
  });

  it('shows «Ничего не найдено» and clears the search with Escape', async () => {
    renderArticle();
    const search = screen.getByRole('textbox', { name: 'Поиск по разделу' });
    await userEvent.type(search, 'рефрижератор');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Содержание' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(sectionTitles()).toHaveLength(3);
  });

  it('resets the search with the button of the empty result', async () => {
    renderArticle();
    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск по разделу' }), 'рефрижератор');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    expect(sectionTitles()).toHaveLength(3);
  });

  it('links the screens this user may open and names the others', () => {
    renderArticle();
    expect(screen.getByRole('link', { name: 'Аукционы' })).toHaveAttribute('href', '/auctions/contractor');
    // The customer's auctions screen is not for a contractor: named, not linked.
    expect(screen.getAllByText('Аукционы')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Аукционы' })).toHaveLength(1);
  });

  it('folds the table of contents above the text on a narrow screen', async () => {
    const original = window.matchMedia;
    const matchMedia = (query: string) => ({
      ...original(query),
      matches: query === '(max-width: 768px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    vi.stubGlobal('matchMedia', matchMedia);
    renderArticle();
    const toc = screen.getByRole('navigation', { name: 'Содержание' });
    expect(within(toc).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(toc).getByRole('button', { name: /Содержание \(3\)/ }));
    expect(await within(toc).findByRole('link', { name: 'Доверенности' })).toHaveAttribute(
      'href',
      '#attorneys',
    );
  });
});
