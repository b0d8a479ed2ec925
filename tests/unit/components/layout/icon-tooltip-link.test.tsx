import * as Tooltip from "@radix-ui/react-tooltip";
import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  IconTooltipLink,
  TOUCH_CLOSE_DELAY_MS,
  TOUCH_OPEN_DELAY_MS,
} from "@/components/layout/icon-tooltip-link";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderLink() {
  render(
    <Tooltip.Provider delayDuration={100}>
      <IconTooltipLink href="/cartlist" tooltip="Cart" label="Cart, 3 items">
        <svg aria-hidden />
      </IconTooltipLink>
    </Tooltip.Provider>,
  );
  return screen.getByRole("link", { name: "Cart, 3 items" });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** jsdom has no PointerEvent: a mouse event carrying the pointerType React reads. */
function touch(target: Element, type: "pointerdown" | "pointerup" | "pointerout") {
  // React derives pointerleave from pointerout and its relatedTarget.
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    relatedTarget: document.body,
  });
  Object.defineProperty(event, "pointerType", { value: "touch" });
  fireEvent(target, event);
}

test("the link is named with its count and points to its page", () => {
  expect(renderLink()).toHaveAttribute("href", "/cartlist");
});

test("keyboard focus shows the tooltip", () => {
  const link = renderLink();
  act(() => link.focus());
  expect(screen.getByRole("tooltip")).toHaveTextContent("Cart");
});

test("a touch press shows the tooltip after 700 ms and hides it 1500 ms after release", () => {
  const link = renderLink();
  touch(link, "pointerdown");
  advance(TOUCH_OPEN_DELAY_MS - 50);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  advance(50);
  expect(screen.getByRole("tooltip")).toHaveTextContent("Cart");

  touch(link, "pointerup");
  // Releasing moves the pointer off the link; that must not close it early.
  touch(link, "pointerout");
  advance(TOUCH_CLOSE_DELAY_MS - 50);
  expect(screen.getByRole("tooltip")).toBeInTheDocument();
  advance(50);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});

test("a short tap shows no tooltip, and lifting after a long press does not follow the link", () => {
  const link = renderLink();
  touch(link, "pointerdown");
  advance(200);
  touch(link, "pointerup");
  fireEvent.focus(link);
  advance(TOUCH_OPEN_DELAY_MS);
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

  touch(link, "pointerdown");
  advance(TOUCH_OPEN_DELAY_MS);
  touch(link, "pointerup");
  expect(fireEvent.click(link)).toBe(false); // default prevented
});
