import { useNavigate } from 'react-router-dom';
import { Button, ChevronLeftIcon } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';

/** Back to where the customer came from; to the home page when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      startIcon={<ChevronLeftIcon />}
      onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home()))}
    >
      Back
    </Button>
  );
}
