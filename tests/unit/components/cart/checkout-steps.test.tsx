import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CheckoutSteps } from "@/components/cart/checkout-steps";
import { ContinueButton } from "@/components/cart/continue-button";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const steps = () =>
  within(screen.getByRole("navigation", { name: "Checkout steps" }))
    .getAllByRole("listitem")
    .map((step) => step.textContent);

test("checkout has an Add-ons step only where the backend offers add-ons", () => {
  const { unmount } = render(<CheckoutSteps current="Cart" />);
  expect(steps()).toEqual(["Cart", "Address", "Summary"]);
  unmount();
  render(<CheckoutSteps current="Address" addOns />);
  expect(steps()).toEqual(["Cart", "Add-ons", "Address", "Summary"]);
  expect(screen.getByRole("link", { name: "Add-ons" })).toHaveAttribute(
    "href",
    "/cartlist/add-ons",
  );
  expect(screen.getByText("Address")).toHaveAttribute("aria-current", "step");
});

test("the cart's Continue goes to the step it is given, the address by default", async () => {
  const { unmount } = render(<ContinueButton disabled={false} />);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(push).toHaveBeenLastCalledWith("/addaddress"));
  unmount();
  render(<ContinueButton disabled={false} href="/cartlist/add-ons" />);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(push).toHaveBeenLastCalledWith("/cartlist/add-ons"));
});
