import type { Session } from '@portal/contract/auth/auth.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setTokens } from '../../../shared/api/token-storage';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { fakeJwt } from '../../../shared/test/fetch-mock';
import { createTestQueryClient, TestProviders } from '../../../shared/test/test-providers';
import { CONTRACTOR_MANUAL } from '../content/contractor-manual';
import { CUSTOMER_MANUAL } from '../content/customer-manual';
import type { HelpSection } from '../content/help-types';
import { Component as ContractorManualPage } from './contractor-manual-page';
import { Component as CustomerManualPage } from './customer-manual-page';

const SESSION: Session = {
  isAuth: true,
  id: 2,
  username: 'manager@shipper.demo',
  fullname: 'Кузнецова Анна',
  roles: ['ROLE_MANAGER'],
  ownerType: 'customer',
  ownerId: 1,
  company: { id: 1, name: 'АО «Грузовой холдинг»' },
  INN: '7700000001',
  verified: true,
  verificationStatus: 1,
};

const renderPage = (Page: ComponentType) => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, SESSION);
  const router = createMemoryRouter([{ path: '/manual', Component: Page }], { initialEntries: ['/manual'] });
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
};

const tocTitles = () =>
  within(screen.getByRole('navigation', { name: 'Содержание' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe.each<[string, ComponentType, readonly HelpSection[]]>([
  ['customer manual', CustomerManualPage, CUSTOMER_MANUAL],
  ['contractor manual', ContractorManualPage, CONTRACTOR_MANUAL],
])('%s page', (_, Page, sections) => {
  it('lists every section in the table of contents', () => {
    renderPage(Page);
    expect(tocTitles()).toEqual(sections.map((section) => section.title));
    for (const section of sections) expect(document.getElementById(section.id)).not.toBeNull();
  });

  it('narrows the sections to the search and says when nothing matches', async () => {
    renderPage(Page);
    const search = screen.getByRole('textbox', { name: 'Поиск по разделу' });
    // Pasted, not typed: each keystroke would re-render the whole manual in jsdom.
    await userEvent.click(search);
    await userEvent.paste('апелляц');
    const titles = tocTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(sections.length);
    expect(titles).toContain('Апелляции');

    await userEvent.clear(search);
    await userEvent.paste('квадрокоптер');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });
});

describe('customer manual links', () => {
  it('links the screens of the manager and names those for admins only', () => {
    renderPage(CustomerManualPage);
    const section = within(document.getElementById('auctions') as HTMLElement);
    expect(section.getByRole('link', { name: 'Аукционы' })).toHaveAttribute('href', '/auctions/customer');
    const examples = within(document.getElementById('example-documents') as HTMLElement);
    // Example documents are configured by an admin: a manager sees the name without a link.
    expect(examples.getByText('Справочники → Образцы документов')).toBeInTheDocument();
    expect(examples.queryByRole('link', { name: /Справочники/ })).not.toBeInTheDocument();
  });
});
