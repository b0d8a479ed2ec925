import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { NewsletterForm } from "@/components/layout/newsletter-form";

jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn<
  Promise<Pick<Response, "ok" | "status" | "headers" | "json">>,
  [string, RequestInit]
>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue({
    ok: status < 400,
    status,
    headers: new Headers(),
    json: async () => body,
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

const email = () => screen.getByLabelText("Email address");
const agreement = () => screen.getByRole("checkbox");
const subscribe = () => fireEvent.click(screen.getByRole("button", { name: "SUBSCRIBE" }));

test("the agreement starts ticked and the email field is a required email field", () => {
  render(<NewsletterForm />);
  expect(agreement()).toBeChecked();
  expect(email()).toHaveAttribute("type", "email");
  expect(email()).toBeRequired();
});

test("an unticked agreement is a field error and sends nothing", () => {
  render(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "asha@example.in" } });
  fireEvent.click(agreement());
  subscribe();
  expect(agreement()).toHaveAccessibleDescription(/agree/i);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a bad email is a field error and sends nothing", () => {
  render(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "asha@" } });
  subscribe();
  expect(email()).toHaveAccessibleDescription("Please enter a valid email address.");
  expect(email()).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a sign-up posts the email, toasts the thanks and empties the field", async () => {
  answer(200, { message: "Thanks for subscribing!" });
  render(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: " asha@example.in " } });
  subscribe();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Thanks for subscribing!"));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/newsletter");
  expect(init.method).toBe("POST");
  expect(JSON.parse(String(init.body))).toEqual({ email: "asha@example.in" });
  expect(email()).toHaveValue("");
});

test("a failure toasts the error and keeps the typed email", async () => {
  answer(503, { error: "Newsletter sign-up is not available right now." });
  render(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "asha@example.in" } });
  subscribe();
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("Newsletter sign-up is not available right now."),
  );
  expect(toast.success).not.toHaveBeenCalled();
  expect(email()).toHaveValue("asha@example.in");
});
