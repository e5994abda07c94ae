// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentRouter } from './document-router';

const PAGES = new Set(['/auth', '/auth/reset-password']);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

let navigateTo: ReturnType<typeof useNavigate> | null = null;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

function renderDocument(load = vi.fn()) {
  render(
    <DocumentRouter paths={PAGES} load={load}>
      <Navigator />
      <Routes>
        <Route
          path="/auth"
          element={
            <>
              <Where />
              <Link to="/auth/reset-password">Mot de passe oublié ?</Link>
              <Link to="/terms">Conditions</Link>
            </>
          }
        />
        <Route path="/auth/reset-password" element={<Where />} />
        <Route path="/auth/email-confirmation" element={<Navigate to="/questionnaire" replace />} />
      </Routes>
    </DocumentRouter>,
  );
  return load;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/auth?mode=signup');
});
afterEach(() => {
  navigateTo = null;
});

describe('the router of the /auth document', () => {
  it('shows the address it was loaded at, and moves between its own pages in the page', async () => {
    const load = renderDocument();
    expect(screen.getByTestId('where').textContent).toBe('/auth?mode=signup null');

    await act(async () => screen.getByRole('link', { name: 'Mot de passe oublié ?' }).click());
    expect(window.location.pathname).toBe('/auth/reset-password');
    expect(screen.getByTestId('where').textContent).toBe('/auth/reset-password null');

    await act(async () => navigateTo?.('/auth', { state: { leftSession: true } }));
    expect(screen.getByTestId('where').textContent).toBe('/auth {"leftSession":true}');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/auth/reset-password null');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads any other page as a document of its own, pushed or replaced as asked', async () => {
    const load = renderDocument();
    await act(async () => screen.getByRole('link', { name: 'Conditions' }).click());
    expect(load).toHaveBeenLastCalledWith('/terms', false);
    expect(window.location.pathname).toBe('/auth');

    await act(async () => navigateTo?.('/dashboard?from=auth', { replace: true }));
    expect(load).toHaveBeenLastCalledWith('/dashboard?from=auth', true);
  });

  it('follows a <Navigate> out of the document (a signed-in visitor sent on)', () => {
    window.history.replaceState(null, '', '/auth/email-confirmation');
    const load = renderDocument();
    expect(load).toHaveBeenCalledWith('/questionnaire', true);
  });
});
