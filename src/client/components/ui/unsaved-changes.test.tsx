// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { FormDialog } from './form-dialog';
import {
  LeavePageGuard,
  useGuardedClose,
  useLeavePageGuard,
  useUnsavedForm,
} from './unsaved-changes';

afterEach(cleanup);

function DialogHarness({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const { close, prompt } = useGuardedClose(name !== '', onClose);
  return (
    <>
      <label>
        Nom
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={close}>
        Annuler
      </button>
      {prompt}
    </>
  );
}

function SettingsHarness() {
  const [name, setName] = useState('');
  const prompt = useLeavePageGuard(name !== '');
  return (
    <>
      <h1>Paramètres</h1>
      <label>
        Prénom
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setName('')}>
        Enregistrer
      </button>
      <Link to="/dashboard/planning">Planning</Link>
      {prompt}
    </>
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/settings', Component: SettingsHarness },
      { path: '/dashboard/planning', element: <h1>Planning des repas</h1> },
    ],
    { initialEntries: ['/dashboard/settings'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.queryByRole('dialog', { name: 'Quitter sans enregistrer ?' });

describe('useGuardedClose', () => {
  it('closes at once when nothing was typed', () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it('asks first when something was typed: « Rester » keeps it, « Quitter » closes', () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom' }), {
      target: { value: 'Poireaux' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(question()).not.toBeNull();
    expect(screen.getByText('Vos modifications seront perdues.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Nom' }) as HTMLInputElement).value).toBe(
      'Poireaux',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Escape on the question means « Rester »', () => {
    const onClose = vi.fn();
    render(<DialogHarness onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom' }), { target: { value: 'Thym' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useLeavePageGuard', () => {
  it('lets the user go when nothing changed', async () => {
    const router = renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Planning' }));
    expect(await screen.findByRole('heading', { name: 'Planning des repas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/planning');
  });

  it('asks before another page of the app: « Rester » stays, « Quitter » goes', async () => {
    const router = renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'Prénom' }), {
      target: { value: 'Léa' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Planning' }));
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));
    expect(question()).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect((screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('Léa');

    fireEvent.click(screen.getByRole('link', { name: 'Planning' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { name: 'Planning des repas' })).toBeTruthy();
  });

  it('asks the browser before a reload while changed, not once saved', () => {
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Prénom' }), {
      target: { value: 'Léa' },
    });
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(unload()).toBe(false);
  });
});

function Part({ label }: { label: string }) {
  const [value, setValue] = useState('');
  useUnsavedForm(value !== '');
  return (
    <label>
      {label}
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function PartsPage() {
  const [shown, setShown] = useState(true);
  return (
    <LeavePageGuard>
      <Part label="Prénom" />
      {shown && <Part label="Nouvel email" />}
      <button type="button" onClick={() => setShown(false)}>
        Masquer
      </button>
      <Link to="/dashboard/planning">Planning</Link>
    </LeavePageGuard>
  );
}

describe('LeavePageGuard', () => {
  it('asks while any of its forms holds changes, not once the changed one is gone', async () => {
    const router = createMemoryRouter(
      [
        { path: '/dashboard/settings', Component: PartsPage },
        { path: '/dashboard/planning', element: <h1>Planning des repas</h1> },
      ],
      { initialEntries: ['/dashboard/settings'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nouvel email' }), {
      target: { value: 'lea@example.com' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Planning' }));
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rester' }));

    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    fireEvent.click(screen.getByRole('link', { name: 'Planning' }));
    expect(await screen.findByRole('heading', { name: 'Planning des repas' })).toBeTruthy();
    expect(question()).toBeNull();
  });
});

function AddItem({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="Ajouter un article"
      onClose={onClose}
      onSubmit={onClose}
      pending={false}
      error={null}
      cancelLabel="Annuler"
      submitLabel="Ajouter"
      dirty={name !== ''}
    >
      <label>
        Article
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </FormDialog>
  );
}

describe('FormDialog with `dirty`', () => {
  it('closes on Escape when untouched, asks once something is typed', () => {
    const onClose = vi.fn();
    const { unmount } = render(<AddItem onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    const onCloseTyped = vi.fn();
    render(<AddItem onClose={onCloseTyped} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Article' }), {
      target: { value: 'Lait' },
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCloseTyped).not.toHaveBeenCalled();
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quitter' }));
    expect(onCloseTyped).toHaveBeenCalledOnce();
  });
});
