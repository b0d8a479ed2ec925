import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { REVIEW_THANKS, ReviewForm } from "@/components/product/review-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PRODUCT_ID = "6248060c3db93e6f8b5794cb";

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

const fetchMock = jest.fn();
beforeAll(() => {
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

const nameField = () => screen.getByRole("textbox", { name: /your name/i });
const commentField = () => screen.getByRole("textbox", { name: /your review/i });
const submit = () => screen.getByRole("button", { name: "Submit Review" });

function fillIn() {
  fireEvent.change(nameField(), { target: { value: "  Asha R.  " } });
  fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
  fireEvent.change(commentField(), { target: { value: "Fresh and on time." } });
}

test("starts empty with 3 stars chosen", () => {
  render(<ReviewForm productId={PRODUCT_ID} />);
  expect(nameField()).toHaveValue("");
  expect(commentField()).toHaveValue("");
  expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
  expect(screen.getAllByRole("radio")).toHaveLength(5);
});

test("after a successful submit: thanks, resets to empty fields and 3 stars, reloads reviews", async () => {
  fetchMock.mockResolvedValue(answer(201, { ok: true }));
  render(<ReviewForm productId={PRODUCT_ID} />);
  fillIn();
  expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();

  fireEvent.click(submit());

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REVIEW_THANKS));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/reviews");
  expect(init.method).toBe("POST");
  expect(JSON.parse(init.body)).toEqual({
    productId: PRODUCT_ID,
    userName: "Asha R.",
    rating: 5,
    comment: "Fresh and on time.",
  });
  expect(nameField()).toHaveValue("");
  expect(commentField()).toHaveValue("");
  expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "5 stars" })).not.toBeChecked();
  expect(refresh).toHaveBeenCalledTimes(1);
});

test("without a name nothing is sent; the error sits next to the field", async () => {
  render(<ReviewForm productId={PRODUCT_ID} />);
  fireEvent.change(nameField(), { target: { value: "   " } });
  fireEvent.click(submit());

  const error = await screen.findByText("Please enter your name.");
  expect(fetchMock).not.toHaveBeenCalled();
  expect(nameField()).toHaveAttribute("aria-invalid", "true");
  expect(nameField()).toHaveAttribute("aria-describedby", error.id);
  expect(nameField()).toHaveFocus();
  expect(toast.success).not.toHaveBeenCalled();
});

test("the button reads 'Submitting...' and is disabled while sending", async () => {
  let finish: (value: unknown) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  render(<ReviewForm productId={PRODUCT_ID} />);
  fillIn();
  fireEvent.click(submit());

  const busy = await screen.findByRole("button", { name: "Submitting..." });
  expect(busy).toBeDisabled();
  await act(async () => finish(answer(201, { ok: true })));
  expect(screen.getByRole("button", { name: "Submit Review" })).toBeEnabled();
});

test("a failed save keeps what the shopper typed and says so", async () => {
  fetchMock.mockResolvedValue(answer(502, { error: "POST /api/product/review answered 500" }));
  render(<ReviewForm productId={PRODUCT_ID} />);
  fillIn();
  fireEvent.click(submit());

  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("Your review could not be saved. Please try again."),
  );
  expect(nameField()).toHaveValue("  Asha R.  ");
  expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
  expect(refresh).not.toHaveBeenCalled();
});

test("a refusal (4xx) shows its message", async () => {
  fetchMock.mockResolvedValue(answer(404, { error: "This gift is no longer available." }));
  render(<ReviewForm productId={PRODUCT_ID} />);
  fillIn();
  fireEvent.click(submit());
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("This gift is no longer available."),
  );
});
