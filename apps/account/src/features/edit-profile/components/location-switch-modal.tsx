import { Button, Modal } from '@island-eats/ui';

interface Props {
  /** the island's display name being switched to; null: closed */
  to: string | null;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** SPEC.md §2/§4 Location switch, asked when the profile's location changes: Yes clears the cart. */
export function LocationSwitchModal({ to, busy, onYes, onNo }: Props) {
  return (
    <Modal
      open={to !== null}
      onClose={onNo}
      title="Switch Location"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onNo} disabled={busy}>
            Don&apos;t Switch
          </Button>
          <Button onClick={onYes} loading={busy}>
            Yes, Switch Location
          </Button>
        </>
      }
    >
      <p>
        Hey, looks like you are in <strong>{to}</strong>? Switching clears your cart.
      </p>
    </Modal>
  );
}
