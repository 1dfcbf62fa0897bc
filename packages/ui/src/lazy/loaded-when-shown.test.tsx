import { act, render, screen } from '@testing-library/react';
import { loadedWhenShown } from './loaded-when-shown';

function Greeting({ name }: { name: string | null }) {
  return <p>Hello {name}</p>;
}

it('loads and renders the component only once it is shown', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const LazyGreeting = loadedWhenShown(load, (props) => props.name !== null);

  const { container, rerender } = render(<LazyGreeting name={null} />);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();

  rerender(<LazyGreeting name="Ana" />);
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();

  rerender(<LazyGreeting name={null} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<LazyGreeting name="Ben" />);
  expect(screen.getByText('Hello Ben')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the fallback while the code is on its way', async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const LazyGreeting = loadedWhenShown(
    () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    () => true,
    (props) => <p>Loading {props.name}</p>,
  );
  render(<LazyGreeting name="Ana" />);
  expect(screen.getByText('Loading Ana')).toBeInTheDocument();
  await act(async () => arrive(Greeting));
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  expect(screen.queryByText('Loading Ana')).not.toBeInTheDocument();
});

it('renders preloaded code in the first pass, with no fallback in between', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const LazyGreeting = loadedWhenShown(
    load,
    () => true,
    () => <p>Loading</p>,
  );
  await LazyGreeting.preload();
  render(<LazyGreeting name="Ana" />);
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed load again on the next preload', async () => {
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Greeting);
  const LazyGreeting = loadedWhenShown(load, () => true);
  await expect(LazyGreeting.preload()).rejects.toThrow('offline');
  await LazyGreeting.preload();
  render(<LazyGreeting name="Ben" />);
  expect(screen.getByText('Hello Ben')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
