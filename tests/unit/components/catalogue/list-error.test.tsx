import { fireEvent, render, screen } from "@testing-library/react";
import { ListError } from "@/components/catalogue/list-error";

test("apologises without the error's text and retries on 'Try again'", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const retry = jest.fn();
  render(<ListError error={new Error("GET /api/product/filter answered 500")} retry={retry} />);
  expect(screen.getByRole("heading", { name: /couldn’t load these products/ })).toBeInTheDocument();
  expect(screen.queryByText(/api\/product\/filter/)).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
});
