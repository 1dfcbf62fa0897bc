import { Button, Modal } from '@island-eats/ui';

interface Props {
  open: boolean;
  onGoBack: () => void;
  onOk: () => void;
}

/** SPEC.md §2's pick-up NOTICE, shown the first time Pick UP is chosen in a session. */
export function PickupNotice({ open, onGoBack, onOk }: Props) {
  return (
    <Modal
      open={open}
      onClose={onGoBack}
      title="NOTICE"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onGoBack}>
            Go Back
          </Button>
          <Button onClick={onOk}>Ok</Button>
        </>
      }
    >
      <p>
        You have chosen <strong>PICK UP</strong>. You will collect your order from the restaurant
        yourself. This is NOT a delivery.
      </p>
    </Modal>
  );
}
