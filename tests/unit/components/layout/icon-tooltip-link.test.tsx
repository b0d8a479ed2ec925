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
    <IconTooltipLink href="/cartlist" tooltip="Cart" label="Cart, 3 items">
      <svg aria-hidden />
    </IconTooltipLink>,
  );
  return screen.getByRole("link", { name: "Cart, 3 items" });
}

// Hover and keyboard focus show the tooltip by CSS (tests/e2e/header.spec.ts checks them in a
// browser); jsdom applies no stylesheet, so these tests read the states the script sets.
const tooltip = () => screen.getByRole("tooltip");
const shownByTouch = () => tooltip().hasAttribute("data-touch-open");

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

test("the tooltip describes the link for screen readers", () => {
  const link = renderLink();
  expect(tooltip()).toHaveTextContent("Cart");
  expect(link).toHaveAccessibleDescription("Cart");
});

test("Escape hides the tooltip of the focused link until focus leaves it", () => {
  const link = renderLink();
  act(() => link.focus());
  fireEvent.keyDown(document, { key: "Escape" });
  expect(tooltip()).toHaveAttribute("data-dismissed");
  act(() => link.blur());
  expect(tooltip()).not.toHaveAttribute("data-dismissed");
});

test("a touch press shows the tooltip after 700 ms and hides it 1500 ms after release", () => {
  const link = renderLink();
  touch(link, "pointerdown");
  advance(TOUCH_OPEN_DELAY_MS - 50);
  expect(shownByTouch()).toBe(false);
  advance(50);
  expect(shownByTouch()).toBe(true);

  touch(link, "pointerup");
  // Releasing moves the pointer off the link; that must not close it early.
  touch(link, "pointerout");
  advance(TOUCH_CLOSE_DELAY_MS - 50);
  expect(shownByTouch()).toBe(true);
  advance(50);
  expect(shownByTouch()).toBe(false);
});

test("a short tap shows no tooltip, and lifting after a long press does not follow the link", () => {
  const link = renderLink();
  touch(link, "pointerdown");
  advance(200);
  touch(link, "pointerup");
  fireEvent.focus(link);
  advance(TOUCH_OPEN_DELAY_MS);
  expect(shownByTouch()).toBe(false);

  touch(link, "pointerdown");
  advance(TOUCH_OPEN_DELAY_MS);
  touch(link, "pointerup");
  expect(fireEvent.click(link)).toBe(false); // default prevented
});

test("a tap elsewhere hides a tooltip shown by a long press", () => {
  const link = renderLink();
  touch(link, "pointerdown");
  advance(TOUCH_OPEN_DELAY_MS);
  expect(shownByTouch()).toBe(true);
  fireEvent.pointerDown(document.body);
  expect(shownByTouch()).toBe(false);
});
