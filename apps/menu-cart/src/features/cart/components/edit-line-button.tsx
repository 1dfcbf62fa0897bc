import { useState } from 'react';
import type { CartLine, Dish } from '@island-eats/api-client';
import { DISH_NOT_FOUND } from '@island-eats/api-client/answer-texts';
import { showFailure } from '@island-eats/app-frame/client';
import { Button } from '@island-eats/ui';
import { findDish } from '../api/find-dish';
import { AddToCartModal } from './add-to-cart-modal';

/** Opens the add-to-cart modal in edit mode for one line ('Update Item'). */
export function EditLineButton({ line, outletId }: { line: CartLine; outletId: number }) {
  const [dish, setDish] = useState<Dish | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const found = await findDish(outletId, line.dishId);
      if (found) setDish(found);
      else showFailure(new Error(DISH_NOT_FOUND));
    } catch (error) {
      showFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button
        variant="link"
        size="sm"
        loading={loading}
        aria-label={`Edit ${line.dishName}`}
        onClick={() => void open()}
      >
        Edit
      </Button>
      {dish && (
        <AddToCartModal
          dish={dish}
          outletId={outletId}
          editing={line}
          onClose={() => setDish(null)}
        />
      )}
    </>
  );
}
