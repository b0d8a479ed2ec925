import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/toast";
import { CURRENT_PASSWORD_NEEDED } from "@/lib/validations/account";
import { ProfileEditor } from "@/components/account/profile-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const fetchMock = jest.fn<Promise<Answer>, [string, RequestInit?]>();
const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const profile = { name: "Asha Rao", phone: "", email: "asha@example.in" };

beforeEach(() => {
  refresh.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
  fetchMock.mockReset();
  Object.defineProperty(globalThis, "fetch", { value: fetchMock, writable: true });
});

/** The profile is saved; the header's session read answers no one. */
const savesProfiles = () =>
  fetchMock.mockImplementation((url) =>
    url === "/api/account/profile"
      ? answer(200, { message: "Profile updated successfully" })
      : answer(200, { user: null }),
  );

function renderEditor() {
  render(
    <ProfileEditor profile={profile}>
      <p>Details as the page shows them</p>
    </ProfileEditor>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Edit" }));
}

test("Edit swaps the details for the filled-in form; Cancel brings them back", () => {
  renderEditor();
  expect(screen.queryByText("Details as the page shows them")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Rao");
  expect(screen.getByLabelText("Full Name")).toHaveFocus();
  expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");

  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.getByText("Details as the page shows them")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Edit" })).toHaveFocus();
});

test("all three fields are required", () => {
  renderEditor();
  fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: " " } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription(
    "Please enter your full name.",
  );
  expect(screen.getByLabelText("Phone Number")).toHaveAccessibleDescription(
    "Please enter a phone number.",
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

test("Save sends the profile, refreshes the page and closes the form", async () => {
  savesProfiles();
  renderEditor();
  fireEvent.change(screen.getByLabelText("Phone Number"), {
    target: { value: "+91 98765 43210" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully"));
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe("/api/account/profile");
  expect(init?.method).toBe("PUT");
  expect(JSON.parse(String(init?.body))).toEqual({
    name: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.in",
  });
  expect(refresh).toHaveBeenCalled();
  expect(screen.getByText("Details as the page shows them")).toBeInTheDocument();
});

test("a refused save keeps the form and what was typed", async () => {
  fetchMock.mockReturnValue(answer(409, { error: "That email is already in use." }));
  renderEditor();
  fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
  fireEvent.change(screen.getByLabelText("Email Address"), {
    target: { value: "taken@example.in" },
  });
  fireEvent.change(screen.getByLabelText("Current password"), {
    target: { value: "my-password" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));

  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("That email is already in use."));
  expect(screen.getByLabelText("Email Address")).toHaveValue("taken@example.in");
  expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  expect(refresh).not.toHaveBeenCalled();
});

describe("a change of email asks for the current password", () => {
  const password = () => screen.queryByLabelText("Current password");
  const typeEmail = (value: string) =>
    fireEvent.change(screen.getByLabelText("Email Address"), { target: { value } });

  test("the field shows only while the email differs from the saved one", () => {
    renderEditor();
    expect(password()).not.toBeInTheDocument();
    typeEmail("Asha@Example.in ");
    expect(password()).not.toBeInTheDocument();
    typeEmail("someone.else@example.in");
    expect(password()).toHaveAttribute("type", "password");
    expect(password()).toHaveAttribute("autocomplete", "current-password");
    expect(password()).toBeRequired();
    typeEmail("asha@example.in");
    expect(password()).not.toBeInTheDocument();
  });

  test("a new email without the password is refused on the form, before any call", () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    typeEmail("someone.else@example.in");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(password()).toHaveAccessibleDescription(CURRENT_PASSWORD_NEEDED);
    expect(password()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the password goes with the new email", async () => {
    savesProfiles();
    renderEditor();
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    typeEmail("asha.new@example.in");
    fireEvent.change(password()!, { target: { value: " my password " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha.new@example.in",
      currentPassword: " my password ",
    });
  });

  test("a password typed, then the email put back: the password is not sent", async () => {
    savesProfiles();
    renderEditor();
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    typeEmail("asha.new@example.in");
    fireEvent.change(password()!, { target: { value: "my-password" } });
    typeEmail("asha@example.in");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).not.toHaveProperty("currentPassword");
  });

  test("a wrong password (403) is shown on the field, and the form stays", async () => {
    const wrong = "Your current password is not right, so your email was not changed.";
    fetchMock.mockReturnValue(answer(403, { error: wrong }));
    renderEditor();
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    typeEmail("asha.new@example.in");
    fireEvent.change(password()!, { target: { value: "a-guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(password()).toHaveAccessibleDescription(wrong));
    expect(password()).toHaveFocus();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha.new@example.in");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  test("a missing password the backend refuses (400) is shown as the toast", async () => {
    const needed = "Please enter your current password to change your email.";
    fetchMock.mockReturnValue(answer(400, { error: needed }));
    renderEditor();
    fireEvent.change(screen.getByLabelText("Phone Number"), { target: { value: "9876543210" } });
    typeEmail("asha.new@example.in");
    fireEvent.change(password()!, { target: { value: "a-guess" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(needed));
  });
});
