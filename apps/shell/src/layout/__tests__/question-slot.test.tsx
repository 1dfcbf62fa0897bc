import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@island-eats/app-frame/testing';
import { QuestionSlot } from '../question-slot';

const LABEL = 'Have a question? Ask us.';

afterEach(() => {
  window.scrollY = 0;
});

it('loads the question box at the first scroll, not before', async () => {
  renderApp(<QuestionSlot />);
  expect(screen.queryByLabelText(LABEL)).toBeNull();
  fireEvent.scroll(window);
  expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
});

// the page was scrolled on its server HTML, before the slot hydrated: that scroll was not heard
it('loads the question box at once on a page already scrolled', async () => {
  window.scrollY = 900;
  renderApp(<QuestionSlot />);
  expect(await screen.findByLabelText(LABEL)).toBeInTheDocument();
});
