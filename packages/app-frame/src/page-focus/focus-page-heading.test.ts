import { focusPageHeading } from './focus-page-heading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '<button id="link">Order Now</button><main id="main"></main>';
});

describe('focusPageHeading', () => {
  it("focuses the page's h1 once a late page renders it, from the link that led there", async () => {
    const link = document.getElementById('link') as HTMLElement;
    link.focus();
    const stop = focusPageHeading(link);
    const main = document.getElementById('main') as HTMLElement;
    main.innerHTML = '<p>Loading</p>';
    await flush();
    expect(document.activeElement).toBe(link);
    main.innerHTML = '<h1>Restaurants</h1>';
    await flush();
    expect(document.activeElement).toBe(main.querySelector('h1'));
    // the page replaces its heading (its first paint, then its own): focus follows
    main.innerHTML = '<h1>Restaurants near you</h1>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Restaurants near you');
    stop();
  });

  it('never takes focus from where the user or a dialog has since put it', async () => {
    const stop = focusPageHeading(document.body);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    (document.getElementById('main') as HTMLElement).innerHTML = '<h1>Checkout</h1>';
    await flush();
    expect(document.activeElement).toBe(field);
    stop();
  });
});
