import { render, screen } from "@testing-library/react";
import { FocusOnArrival } from "@/components/ui/focus-on-arrival";

function page(withField = false) {
  return (
    <main>
      <h1 id="heading" tabIndex={-1}>
        My Cart
      </h1>
      {withField ? <input aria-label="Name" autoFocus /> : null}
      <FocusOnArrival targetId="heading" />
    </main>
  );
}

test("a page arrived at with focus on nothing moves it to its heading", () => {
  (document.activeElement as HTMLElement | null)?.blur();
  render(page());
  expect(screen.getByRole("heading", { name: "My Cart" })).toHaveFocus();
});

test("focus something on the page already holds is left where it is", () => {
  render(page(true));
  expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
});
