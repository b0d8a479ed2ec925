import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { PriceSlider } from "@/components/catalogue/price-slider";

function Harness({ start = [0, 10000] as [number, number] }) {
  const [value, setValue] = useState(start);
  return <PriceSlider min={0} max={10000} value={value} onChange={setValue} />;
}

const low = () => screen.getByRole("slider", { name: "Minimum price" });
const high = () => screen.getByRole("slider", { name: "Maximum price" });
/** jsdom has no PointerEvent: a mouse event of the pointer type, with the fields React reads. */
function pointer(target: Element, type: string, clientX: number) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX }));
}

const press = (thumb: HTMLElement, key: string, init: object = {}) =>
  fireEvent.keyDown(thumb, { key, ...init });

test("each thumb is a labelled slider reading its value in rupees", () => {
  render(<Harness start={[500, 2500]} />);
  expect(low()).toHaveAttribute("aria-valuenow", "500");
  expect(low()).toHaveAttribute("aria-valuetext", "₹500");
  expect(high()).toHaveAttribute("aria-valuemin", "0");
  expect(high()).toHaveAttribute("aria-valuemax", "10000");
  expect(low()).toHaveAttribute("tabindex", "0");
});

test("keys move a thumb: arrows by ₹100, Shift or Page keys by ₹1,000, Home and End to the ends", () => {
  render(<Harness />);
  press(low(), "ArrowUp");
  expect(low()).toHaveAttribute("aria-valuenow", "100");
  press(low(), "ArrowRight", { shiftKey: true });
  expect(low()).toHaveAttribute("aria-valuenow", "1100");
  press(low(), "ArrowDown");
  expect(low()).toHaveAttribute("aria-valuenow", "1000");
  press(high(), "PageDown");
  expect(high()).toHaveAttribute("aria-valuenow", "9000");
  press(low(), "Home");
  expect(low()).toHaveAttribute("aria-valuenow", "0");
  press(high(), "Home");
  expect(high()).toHaveAttribute("aria-valuenow", "100");
});

test("the thumbs stay at least one step apart", () => {
  render(<Harness start={[4000, 4500]} />);
  press(low(), "End");
  expect(low()).toHaveAttribute("aria-valuenow", "4400");
  press(high(), "PageDown");
  expect(high()).toHaveAttribute("aria-valuenow", "4500");
});

test("a press on the track moves the nearer thumb there and focuses it", () => {
  render(<Harness start={[1000, 8000]} />);
  const track = low().parentElement!;
  track.getBoundingClientRect = () => ({ left: 0, width: 200 }) as DOMRect;
  act(() => pointer(track, "pointerdown", 150));
  expect(high()).toHaveAttribute("aria-valuenow", "7500");
  expect(high()).toHaveFocus();
  pointer(track, "pointermove", 190);
  expect(high()).toHaveAttribute("aria-valuenow", "9500");
  pointer(track, "pointerup", 190);
  pointer(track, "pointermove", 20);
  expect(high()).toHaveAttribute("aria-valuenow", "9500");
  expect(low()).toHaveAttribute("aria-valuenow", "1000");
});
