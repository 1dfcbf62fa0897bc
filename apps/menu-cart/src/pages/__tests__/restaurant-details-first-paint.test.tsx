import './painted-restaurant';
import { act, screen } from '@testing-library/react';
import { ApiError } from '@island-eats/api-client';
import type { RuntimeConfig } from '@island-eats/app-frame';
import { renderApp } from '@island-eats/app-frame/testing';
import {
  renderFirstPaint,
  renderPageFirstPaint,
  renderPartFirstPaint,
} from '../../page-first-paint';
import { dish, restaurantInfo } from '../../testing/fixtures';
import RestaurantDetailsPage from '../restaurant-details-page';

const calls = { getOutletDetail: jest.fn(), listMenu: jest.fn() };

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  getOutletDetail: (...args: unknown[]) => calls.getOutletDetail(...args),
  listMenu: (...args: unknown[]) => calls.listMenu(...args),
}));

const config = { apiBase: 'http://api.test/api/v1', imageBase: 'http://api.test' } as RuntimeConfig;

beforeAll(() => {
  // the first render replaces #root's content
  document.body.innerHTML = '';
});

beforeEach(() => {
  calls.getOutletDetail.mockReset();
  calls.listMenu.mockReturnValue(new Promise(() => undefined));
});

describe("a restaurant page's first paint, made per request", () => {
  it('is what renderFirstPaint lists as painted per request, beside the pages it paints', () => {
    const paints = renderFirstPaint();
    expect(paints.perRequest).toEqual(['RestaurantDetails']);
    expect(paints).not.toHaveProperty('RestaurantDetails');
  });

  it("renders the restaurant's picture and name, with their styles, from its details", async () => {
    calls.getOutletDetail.mockResolvedValue({
      error: 'false',
      restaurantInfo: restaurantInfo({ image: 'http://api.test/images/restaurants/1.svg' }),
    });
    const paint = await renderPageFirstPaint('/restaurant-details/1/menu', config);

    expect(calls.getOutletDetail).toHaveBeenCalledWith(1);
    expect(paint?.html).toMatch(
      /<img src="http:\/\/api.test\/images\/restaurants\/1.svg".*<h1>Cruzan Grill Sunny Isle<\/h1>/,
    );
    expect(paint?.html).toContain('Loading menu');
    expect(paint?.css).toContain('border-radius');
  });

  it('paints nothing for another page or a restaurant the API does not have', async () => {
    expect(await renderPageFirstPaint('/my-cart', config)).toBeNull();
    calls.getOutletDetail.mockRejectedValue(
      new ApiError('server', 'Restaurant not found.', 200, undefined),
    );
    expect(await renderPageFirstPaint('/restaurant-details/9/menu', config)).toBeNull();
  });
});

describe("the outlet menu's first paint, for a host's page", () => {
  it('renders the menu from its data: the first category and its first dishes', async () => {
    calls.listMenu.mockResolvedValue({
      error: 'false',
      menu: [
        { categoryId: 1, categoryName: 'Burgers', categoryValues: [dish()] },
        { categoryId: 2, categoryName: 'Drinks', categoryValues: [dish({ dishName: 'Mauby' })] },
      ],
    });
    const paint = await renderPartFirstPaint(
      'menu_cart/outlet-menu',
      { outletId: 1, restaurantImage: '', muted: false },
      config,
    );
    expect(calls.listMenu).toHaveBeenCalledWith(1);
    expect(paint?.html).toMatch(/Burgers.*Drinks.*<h3[^>]*>.*Classic Cheeseburger<\/h3>/);
    expect(paint?.html).not.toContain('Mauby');
    expect(paint?.html).not.toContain('style=');
  });

  it('paints nothing for another part, a bad outlet or a menu the API refuses', async () => {
    expect(await renderPartFirstPaint('menu_cart/cart-panel', { outletId: 1 }, config)).toBeNull();
    expect(
      await renderPartFirstPaint('menu_cart/outlet-menu', { outletId: 'x' }, config),
    ).toBeNull();
    calls.listMenu.mockRejectedValue(
      new ApiError('server', 'Restaurant not found.', 200, undefined),
    );
    expect(await renderPartFirstPaint('menu_cart/outlet-menu', { outletId: 9 }, config)).toBeNull();
  });
});

it('the page keeps what its HTML painted until the details answer, then shows them', async () => {
  let answer!: (value: unknown) => void;
  calls.getOutletDetail.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderApp(<RestaurantDetailsPage />, {
    path: '/restaurant-details/1/menu',
    route: '/restaurant-details/:outletId/*',
  });

  expect(screen.getByRole('heading', { name: 'Painted Grill' })).toBeInTheDocument();
  expect(screen.queryByText('Loading restaurant')).toBeNull();

  await act(async () => answer({ error: 'false', restaurantInfo: restaurantInfo() }));
  expect(screen.getByRole('heading', { name: 'Cruzan Grill Sunny Isle' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Painted Grill' })).toBeNull();
  expect(document.getElementById('page-first-paint-style')).toBeNull();
});
