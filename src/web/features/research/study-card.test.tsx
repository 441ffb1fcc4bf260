import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEBATE, KEY_STUDIES } from './studies.ts';
import { StudyGrid } from './study-grid.tsx';

function showAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <StudyGrid studies={[...KEY_STUDIES, ...DEBATE]} />
    </MemoryRouter>,
  );
}

describe('a study card', () => {
  it('reads in English on the English page', () => {
    showAt('/research');
    expect(screen.getByRole('article', { name: 'The ACTIVE trial ten years on' })).toBeTruthy();
    expect(screen.getAllByText('Read the source').length).toBeGreaterThan(0);
    for (const title of screen.getAllByText('Putting brain training to the test')) {
      expect(title.getAttribute('lang')).toBeNull();
    }
  });

  it('reads in Spanish on the Spanish page, the published title and citation marked as English', async () => {
    showAt('/research?lang=es');
    const card = await screen.findByRole('article', { name: 'El ensayo ACTIVE diez años después' });
    expect(card.textContent).toContain('alrededor del 60\u00a0% de los participantes');
    expect(card.textContent).toContain('Leer la fuente');
    const citation = screen.getByText(/Journal of the American Geriatrics Society/);
    expect(citation.getAttribute('lang')).toBe('en');
    // In the heading and in the link's name for screen readers.
    const titles = screen.getAllByText('Putting brain training to the test');
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('article', { name: 'Putting brain training to the test' })).toBeTruthy();
    const letter = screen.getByText(/^Carta abierta al Stanford Center on Longevity/);
    expect(letter.getAttribute('lang')).toBeNull();
  });
});
