import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@island-eats/app-frame';
import { Button, ChevronLeftIcon, Container, EmptyState, Loader } from '@island-eats/ui';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { OrderReceipt } from '../features/orders/components/order-receipt';
import { ReceiptPrintStyle } from '../features/orders/components/receipt-print-style';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    flex: 1;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /order-receipt/:id: one of the customer's orders as a printable receipt. The order is read
 * from the customer's own history, so another customer's id or one that does not exist finds
 * nothing and says so.
 */
export default function OrderReceiptPage() {
  const id = useParams().id ?? '';
  const { orders, loading } = usePastOrders();
  const order = orders?.find((candidate) => String(candidate.orderId) === id);
  return (
    <Container padded>
      <ReceiptPrintStyle />
      <Back to={paths.profile()} data-screen-only>
        <ChevronLeftIcon /> Order History
      </Back>
      <Head>
        <h1>Receipt</h1>
        {order && (
          <Button data-screen-only onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Head>
      {order ? (
        <OrderReceipt order={order} />
      ) : !orders ? (
        loading && <Loader label="Loading receipt" showLabel />
      ) : (
        <EmptyState>
          We could not find order {id} among your orders. Open it from your Order History.
        </EmptyState>
      )}
    </Container>
  );
}
