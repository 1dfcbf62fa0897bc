import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  getOutletDetail,
  listMenu,
  type ListMenuResponse,
  type OutletDetailResponse,
} from '@island-eats/api-client';
import { staffSetAvailability, staffSetStock } from '@island-eats/api-client/staff';
import { paths } from '@island-eats/app-frame';
import { showFailure } from '@island-eats/app-frame/client';
import { Card, Loader, notify } from '@island-eats/ui';

const Controls = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const AddOns = styled.div`
  padding-left: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Menu = ListMenuResponse['menu'];

interface Props {
  token: string;
  outletId: number;
}

/**
 * What the outlet offers, from the board (issue 36): a dish or an add-on out of stock and
 * back, the outlet closed for an emergency or off line, pushed live to open menus and carts;
 * and the printable QR table card.
 */
export function BoardMenu({ token, outletId }: Props) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const [outlet, setOutlet] = useState<OutletDetailResponse['restaurantInfo'] | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useId();

  // what a switch shows until the change is read back: it moves at once, and back if refused
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const checked = (key: string, saved: boolean) => shown[key] ?? saved;
  // bumped after each change: the menu and the outlet are read again, as open menus do
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([listMenu(outletId), getOutletDetail(outletId)]).then(([menuAnswer, detail]) => {
      if (!current) return;
      setMenu(menuAnswer.menu);
      setOutlet(detail.restaurantInfo);
    }, showFailure);
    return () => {
      current = false;
    };
  }, [outletId, version]);

  const change = async (
    key: string,
    value: boolean,
    work: () => Promise<unknown>,
    done: string,
  ) => {
    setBusy(true);
    setShown((now) => ({ ...now, [key]: value }));
    try {
      await work();
      notify.success(done);
      setVersion((v) => v + 1);
    } catch (failure) {
      showFailure(failure);
      setShown(({ [key]: _refused, ...rest }) => rest);
    } finally {
      setBusy(false);
    }
  };

  /** One switch: it moves at once, sends `send(on)` and says `said(on)` once it is done. */
  const toggle = (
    key: string,
    saved: boolean,
    label: ReactNode,
    send: (on: boolean) => Promise<unknown>,
    said: (on: boolean) => string,
  ) => (
    <Item key={key}>
      <input
        type="checkbox"
        checked={checked(key, saved)}
        disabled={busy}
        onChange={(event) => {
          const on = event.target.checked;
          void change(key, on, () => send(on), said(on));
        }}
      />
      {label}
    </Item>
  );
  const stockSaid = (name: string) => (inStock: boolean) =>
    `${name}: ${inStock ? 'in stock' : 'out of stock'}`;

  if (!menu || !outlet) return <Loader label="Loading the menu" />;
  return (
    <>
      <Controls aria-labelledby={legend}>
        <legend id={legend}>{outlet.outlet_name}</legend>
        {toggle(
          'close',
          outlet.emergency_close === 1,
          'Closed for an emergency',
          (emergencyClose) => staffSetAvailability(token, outletId, { emergencyClose }),
          (closed) => (closed ? 'Closed for an emergency' : 'Open again'),
        )}
        {toggle(
          'online',
          outlet.is_restro_online === 1,
          'Taking orders online',
          (online) => staffSetAvailability(token, outletId, { online }),
          (online) => (online ? 'Taking orders online' : 'Off line: no online orders'),
        )}
        <Link to={paths.restroTableCard(outletId)}>Print the QR table card</Link>
      </Controls>
      {menu.map((category) => (
        <Card as="section" key={category.categoryId} aria-label={category.categoryName}>
          <h2>{category.categoryName}</h2>
          {category.categoryValues.map((dish) => {
            const addOns = dish.dishCustomisation.flatMap((group) =>
              group.customizableDishItems.map((addOn) => ({ addOn, group })),
            );
            return (
              <div key={dish.dishId}>
                {toggle(
                  `dish-${dish.dishId}`,
                  dish.stock_status === 0,
                  `${dish.dishName} in stock`,
                  (inStock) => staffSetStock(token, 'dishes', dish.dishId, { inStock, outletId }),
                  stockSaid(dish.dishName),
                )}
                {addOns.length > 0 && (
                  <AddOns>
                    {addOns.map(({ addOn, group }) =>
                      toggle(
                        `add-on-${addOn.elementId}`,
                        addOn.stock_status === 0,
                        `${addOn.elementName} (${group.customizableName}) in stock`,
                        (inStock) =>
                          staffSetStock(token, 'add-ons', addOn.elementId, { inStock, outletId }),
                        stockSaid(addOn.elementName),
                      ),
                    )}
                  </AddOns>
                )}
              </div>
            );
          })}
        </Card>
      ))}
    </>
  );
}
