import { render, screen, within } from "@testing-library/react";
import { AccountSideMenu } from "@/components/account/account-side-menu";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

test("shows who is signed in, the account pages and Logout, marking the current page", () => {
  render(
    <AccountSideMenu user={{ name: "Asha Rao", email: "asha@example.in" }} current="orders" />,
  );
  expect(screen.getByText("Asha Rao")).toBeInTheDocument();
  expect(screen.getByText("asha@example.in")).toBeInTheDocument();

  const nav = within(screen.getByRole("navigation", { name: "My account" }));
  expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/myProfile");
  expect(nav.getByRole("link", { name: "My Orders" })).toHaveAttribute("aria-current", "page");
  expect(nav.getByRole("link", { name: "My WishList" })).toHaveAttribute("href", "/wishlist");
  expect(nav.getByRole("link", { name: "My WishList" })).not.toHaveAttribute("aria-current");
  expect(nav.getByRole("button", { name: "Logout" })).toBeInTheDocument();
});
