import { expect, test, type Page } from "@playwright/test";
import {
  SLOW,
  avatar,
  expectCodeInBoxes,
  hydrated,
  loginButton,
  newShopper,
  openLogin,
  otpBoxes,
  requestLoginCode,
  signUpThroughApi,
  typeCode,
  wrongCode,
  type Shopper,
} from "./support/account";
import { e2eBackendProfile } from "../../scripts/lib/e2e-env.mjs";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { fillAddressForm } from "./support/commerce";
// The backend mails every code to the run's SMTP server (tests/e2e/global-setup.ts), so each
// journey reads its code from the mail a shopper would get.
import { mailbox } from "./support/mailbox";

// Sign-up hashes a password on purpose slowly, and under `next dev` every page and handler
// compiles on first use.
test.describe.configure({ timeout: 120_000 });

/** The backend's answer to a wrong or used-up code (backend/src/routes/auth/auth.routes.ts). */
const INVALID_CODE = "Invalid or expired OTP. Check the code or ask for a new one.";

/** Signed in as `shopper`: the header shows the avatar with the first letter of the name. */
async function expectSignedInAs(page: Page, shopper: Shopper) {
  const button = avatar(page);
  await expect(button).toBeVisible(SLOW);
  await expect(button).toHaveAccessibleName(`Account menu for ${shopper.name}`);
  await expect(button).toHaveText(shopper.name.trim()[0]!.toUpperCase());
}

/**
 * The stand-in of the shop's original backend (docs/original-backend.md) mails no code at
 * sign-up, saves only the phone of a profile change and marks no address as the default.
 */
const original = e2eBackendProfile() === "original";
/** Only the reference backend in full mode holds India Post's pincode directory. */
const directory = e2eBackendProfile() === "full";

/** A message the shop shows inline (role=alert) or in a toast. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test("a new shopper signs up, then verifies their email with the code from the welcome mail", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("signup", testInfo.project.name, "Meera Iyer");
  await openLogin(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Sign Up" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByLabel("Full Name").fill(shopper.name);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(message(page, "Account created successfully!")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);

  await page.goto("/email-verify");
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible(SLOW);
  await expect(page.getByText(shopper.email)).toBeVisible();
  await hydrated(otpBoxes(page)[0]!);
  let code: string;
  if (original) {
    // The original's welcome mail carries no code: the shopper asks for one.
    await mailbox.nextMailTo(shopper.email, 0);
    await page.getByRole("button", { name: "Resend OTP" }).click();
    // The boxes are cleared when the answer comes: the code is typed after it.
    await expect(message(page, "OTP resent successfully!")).toBeVisible(SLOW);
    code = await mailbox.nextCode(shopper.email, 1);
  } else {
    // The welcome mail carries the first verification code.
    code = await mailbox.nextCode(shopper.email, 0);
  }
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);

  await page.goto("/myProfile");
  const details = page.getByRole("region", { name: "Personal details" });
  await expect(details.getByText("Verified", { exact: true })).toBeVisible(SLOW);
  await expect(details.getByText("Not verified")).toHaveCount(0);
  // A verified shopper has nothing left to do on /email-verify.
  await page.goto("/email-verify");
  await expect(page).toHaveURL(/\/$/, SLOW);
});

test("a shopper logs out, then logs back in with the password and the mailed code", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("login", testInfo.project.name, "Rahul Nair");
  await signUpThroughApi(page.request, shopper);
  await page.goto("/");
  await expectSignedInAs(page, shopper);
  await hydrated(avatar(page));

  await avatar(page).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(shopper.email)).toBeVisible();
  await menu.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expect(loginButton(page)).toBeVisible(SLOW);
  await expect(avatar(page)).toHaveCount(0);

  await loginButton(page).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  const code = await requestLoginCode(page, mailbox, shopper);
  // The shopper closes the "code sent" toast and reads the code screen (checked by axe).
  const sent = page.getByRole("listitem").filter({ hasText: "OTP sent to your email." });
  await expect(sent).toBeVisible();
  await sent.getByRole("button", { name: "Close toast" }).click();
  await expect(sent).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A wrong code: the backend's own message, next to the boxes.
  await typeCode(page, wrongCode(code));
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("alert").filter({ hasText: INVALID_CODE })).toBeVisible(SLOW);
  await expect(otpBoxes(page)[0]!).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/login$/);

  // The right one signs the shopper in.
  await typeCode(page, code);
  await expect(page.getByRole("alert").filter({ hasText: INVALID_CODE })).toHaveCount(0);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);
});

test("a code pasted into the first box fills all six and logs the shopper in", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("paste", testInfo.project.name, "Kavya Singh");
  await signUpThroughApi(request, shopper);
  const code = await requestLoginCode(page, mailbox, shopper);

  const [first] = otpBoxes(page);
  await first!.click();
  // What the browser fires when the shopper pastes the code copied from the mail.
  await first!.evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    box.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `Your code: ${code}`);
  await expectCodeInBoxes(page, code);
  await expect(otpBoxes(page)[5]!).toBeFocused();

  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);
});

test("a shopper resets a forgotten password and logs in with the new one", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("reset", testInfo.project.name, "Farah Khan");
  await signUpThroughApi(request, shopper);
  const newPassword = `${shopper.password}-renewed`;

  await openLogin(page);
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/Reset_pass$/, SLOW);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible(SLOW);
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  await hydrated(email);
  const mailsBefore = mailbox.countTo(shopper.email);
  await email.fill(shopper.email);
  await page.getByRole("button", { name: "Send code" }).click();

  await expect(page.getByRole("heading", { name: "Enter the code" })).toBeVisible(SLOW);
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  const code = await mailbox.nextCode(shopper.email, mailsBefore);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);

  // The old password no longer works (and no code is mailed for it).
  await openLogin(page);
  const mailsAfterReset = mailbox.countTo(shopper.email);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Continue" }).click();
  // The exact wording is checked by "a wrong password … 'Invalid email or password.'" below.
  await expect(page.locator("[data-sonner-toast][data-type='error']")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  expect(mailbox.countTo(shopper.email)).toBe(mailsAfterReset);

  // The new one does, with the mailed code.
  const loginCode = await requestLoginCode(page, mailbox, {
    ...shopper,
    password: newPassword,
  });
  await typeCode(page, loginCode);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);
});

test("a wrong password or an unknown email is answered 'Invalid email or password.'", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("wrongpass", testInfo.project.name, "Neha Joshi");
  await signUpThroughApi(request, shopper);
  const mailsBefore = mailbox.countTo(shopper.email);

  for (const attempt of [
    { email: shopper.email, password: `${shopper.password}-typo` },
    { email: shopper.email.replace("wrongpass-", "nobody-"), password: shopper.password },
  ]) {
    await openLogin(page);
    await page.getByLabel("Email", { exact: true }).fill(attempt.email);
    await page.getByLabel("Password", { exact: true }).fill(attempt.password);
    await page.getByRole("button", { name: "Continue" }).click();
    const refusal = page
      .locator("[data-sonner-toast][data-type='error']")
      .filter({ hasText: "Invalid email or password." });
    await expect(refusal).toBeVisible(SLOW);
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toHaveCount(0);
    await refusal.getByRole("button", { name: "Close toast" }).click();
    await expect(refusal).toHaveCount(0);
  }
  expect(mailbox.countTo(shopper.email)).toBe(mailsBefore);
});

test("a shopper edits their profile and the header follows the new name", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("profile", testInfo.project.name, "Ananya Rao");
  await signUpThroughApi(page.request, shopper);
  await page.goto("/myProfile");
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible(SLOW);
  const details = page.getByRole("region", { name: "Personal details" });
  await expect(details.getByText(shopper.name, { exact: true })).toBeVisible();
  await expect(details.getByText("Not added yet")).toBeVisible();
  await expectSignedInAs(page, shopper);

  const edited = {
    name: "Zoya Mehta",
    phone: "9876543210",
    email: shopper.email.replace("profile-", "profile-new-"),
  };
  const edit = details.getByRole("button", { name: "Edit" });
  await hydrated(edit);
  await edit.click();
  const name = details.getByLabel("Full Name");
  await expect(name).toHaveValue(shopper.name);
  await expect(details.getByLabel("Email Address")).toHaveValue(shopper.email);
  await name.fill(edited.name);
  await details.getByLabel("Phone Number").fill(edited.phone);
  await details.getByLabel("Email Address").fill(edited.email);
  // A new email asks for the password the shopper logs in with.
  await details.getByLabel("Current password").fill(shopper.password);
  await details.getByRole("button", { name: "Save" }).click();

  await expect(details.getByRole("button", { name: "Edit" })).toBeVisible(SLOW);
  if (original) {
    // The original saves the phone only: the shopper is told plainly, and sees what is kept.
    await expect(
      message(
        page,
        "Your phone number was saved. This shop cannot change your name or email here.",
      ),
    ).toBeVisible(SLOW);
    await expect(details.getByText("+91 98765 43210")).toBeVisible();
    await expect(details.getByText(shopper.name, { exact: true })).toBeVisible();
    await expect(details.getByText(shopper.email, { exact: true })).toBeVisible();
    await page.reload();
    await expect(details.getByText("+91 98765 43210")).toBeVisible(SLOW);
    await expectSignedInAs(page, shopper);
    return;
  }
  await expect(details.getByText(edited.name, { exact: true })).toBeVisible(SLOW);
  await expect(details.getByText("+91 98765 43210")).toBeVisible();
  await expect(details.getByText(edited.email, { exact: true })).toBeVisible();
  // A changed email has to be verified again.
  await expect(details.getByText("Not verified")).toBeVisible();
  const sideMenu = page.getByRole("complementary");
  await expect(sideMenu.getByText(edited.name, { exact: true })).toBeVisible();

  await page.reload();
  await expect(details.getByText(edited.name, { exact: true })).toBeVisible(SLOW);
  await expectSignedInAs(page, { ...shopper, name: edited.name });
});

test("a shopper adds, edits, de-duplicates and deletes delivery addresses", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("address", testInfo.project.name, "Priya Sharma");
  await signUpThroughApi(page.request, shopper);
  await page.goto("/addaddress");
  await expect(page.getByRole("heading", { name: "Delivery address", level: 1 })).toBeVisible(SLOW);
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();

  const home = {
    "Full Name": "Priya Sharma",
    "Phone Number": "9812345678",
    "PIN Code": "560038",
    Address: "12 MG Road, Indiranagar",
    City: "Bengaluru",
    State: "Karnataka",
    Country: "India",
  };

  // With no address yet, the form is already open.
  const addForm = page.getByRole("form", { name: "Add a new address" });
  await expect(addForm).toBeVisible();
  await hydrated(addForm.getByLabel("Full Name", { exact: true }));
  await fillAddressForm(addForm, home);
  await addForm.getByRole("button", { name: "Save" }).click();
  await expect(message(page, "Address added successfully")).toBeVisible(SLOW);
  const homeCard = page.getByRole("listitem").filter({ hasText: "Deliver to Priya Sharma" });
  await expect(homeCard).toContainText("12 MG Road, Indiranagar, Bengaluru, Karnataka 560038");
  // The original backend marks no address as the default.
  await expect(homeCard.getByText("Default Billing")).toHaveCount(original ? 0 : 1);
  await expect(homeCard.getByRole("checkbox", { name: "Deliver to Priya Sharma" })).toBeChecked();

  // Edit: the city was wrong.
  await homeCard.getByRole("button", { name: "Edit address of Priya Sharma" }).click();
  const editForm = page.getByRole("form", { name: "Edit address of Priya Sharma" });
  await expect(editForm.getByLabel("City", { exact: true })).toHaveValue("Bengaluru");
  const moved = { ...home, City: "Bangalore" };
  await editForm.getByLabel("City", { exact: true }).fill(moved.City);
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(message(page, "Address updated successfully")).toBeVisible(SLOW);
  await expect(homeCard).toContainText("12 MG Road, Indiranagar, Bangalore, Karnataka 560038");

  // The very same address again is refused, and the form keeps what was typed.
  await page.getByRole("button", { name: "Add New Address" }).click();
  await fillAddressForm(addForm, moved);
  await addForm.getByRole("button", { name: "Save" }).click();
  await expect(message(page, "This address already exists")).toBeVisible(SLOW);
  await expect(addForm.getByLabel("City", { exact: true })).toHaveValue("Bangalore");
  await expect(page.getByRole("checkbox", { name: /^Deliver to / })).toHaveCount(1);

  // For someone else at the same address it is a new one.
  await addForm.getByLabel("Full Name", { exact: true }).fill("Rohan Sharma");
  await addForm.getByRole("button", { name: "Save" }).click();
  await expect(message(page, "Address added successfully")).toBeVisible(SLOW);
  await expect(page.getByRole("checkbox", { name: /^Deliver to / })).toHaveCount(2);
  const rohanCard = page.getByRole("listitem").filter({ hasText: "Deliver to Rohan Sharma" });
  await expect(rohanCard.getByRole("checkbox")).toBeChecked();

  // Delete the first one: the card asks first.
  await homeCard.getByRole("button", { name: "Delete address of Priya Sharma" }).click();
  await homeCard.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Deliver to Priya Sharma")).toHaveCount(0, SLOW);
  await expect(page.getByRole("checkbox", { name: /^Deliver to / })).toHaveCount(1);

  // Deliver Here needs a ticked address.
  await rohanCard.getByRole("checkbox", { name: "Deliver to Rohan Sharma" }).uncheck();
  await page.getByRole("button", { name: "Deliver Here" }).click();
  await expect(message(page, "Please select a delivery address!")).toBeVisible();
  await expect(page).toHaveURL(/\/addaddress$/);

  // What was saved is still there after a reload.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Deliver to Rohan Sharma" })).toBeVisible(SLOW);
  await expect(page.getByText("Deliver to Priya Sharma")).toHaveCount(0);
});

test("the PIN comes first and fills the city and state; the saved address goes on to Deliver Here", async ({
  page,
}, testInfo) => {
  const shopper = newShopper("pinfirst", testInfo.project.name, "Kavya Menon");
  await signUpThroughApi(page.request, shopper);
  await page.goto("/addaddress");
  const form = page.getByRole("form", { name: "Add a new address" });
  await hydrated(form.getByLabel("Full Name", { exact: true }));
  await fillAddressForm(form, {
    "Full Name": "Kavya Menon",
    "Phone Number": "9845012345",
    "PIN Code": "560038",
  });
  const city = form.getByLabel("City", { exact: true });
  const state = form.getByLabel("State", { exact: true });
  if (directory) {
    // The reference backend holds India Post's directory.
    await expect(state).toHaveValue("Karnataka", SLOW);
    await expect(city).not.toHaveValue("");
    await expect(form.getByLabel("PIN Code", { exact: true })).toHaveAccessibleDescription(
      /^City and state filled in from PIN 560038/,
    );
  } else {
    await fillAddressForm(form, { City: "Bengaluru", State: "Karnataka" });
  }
  await fillAddressForm(form, { Address: "22 CMH Road, Indiranagar" });
  await form.getByLabel("Landmark", { exact: false }).fill("Near Indiranagar Metro");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(message(page, "Address added successfully")).toBeVisible(SLOW);

  const choice = page.getByRole("checkbox", { name: "Deliver to Kavya Menon" });
  await expect(choice).toBeChecked();
  const card = page.getByRole("listitem").filter({ hasText: "Deliver to Kavya Menon" });
  await expect(card).toContainText("22 CMH Road, Indiranagar, Landmark: Near Indiranagar Metro");
  const deliverHere = page.getByRole("button", { name: "Deliver Here" });
  await expect(deliverHere).toBeFocused();
  await expect(deliverHere).toBeInViewport();
  await deliverHere.click();
  await expect(page).toHaveURL(/\/ordersummery$/, SLOW);
});

test("a visitor opening My Account is sent to log in, then comes back to it", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("guard", testInfo.project.name, "Ishaan Gupta");
  await signUpThroughApi(request, shopper);

  await page.goto("/myProfile");
  await expect(page).toHaveURL(/\/login\?next=%2FmyProfile$/, SLOW);
  const code = await requestLoginCode(page, mailbox, shopper);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page).toHaveURL(/\/myProfile$/, SLOW);
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible(SLOW);
  await expect(
    page.getByRole("region", { name: "Personal details" }).getByText(shopper.email),
  ).toBeVisible();
});

test("after login the browser's script-readable storage holds no backend token", async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper("storage", testInfo.project.name, "Dev Malhotra");
  await signUpThroughApi(request, shopper);
  const code = await requestLoginCode(page, mailbox, shopper);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  await expectSignedInAs(page, shopper);

  // The session cookie exists, but only for the server: httpOnly, never in document.cookie.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("uphaar.session"));
  expect(session, "the session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain("uphaar.session");
  expect(scriptCookies).not.toContain(session!.value);

  // Nothing token-like in local or session storage, under any key or in any value.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ""}`),
    ),
  );
  for (const entry of stored) {
    expect(entry.toLowerCase()).not.toContain("token");
    expect(entry).not.toContain(session!.value);
  }
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The session the browser can read names the shopper and nothing more.
  const answer = await page.request.get("/api/auth/session");
  const json = (await answer.json()) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(["expires", "user"]);
  expect(json.user).toEqual({ id: expect.any(String), name: shopper.name, email: shopper.email });
  expect(JSON.stringify(json).toLowerCase()).not.toContain("token");
  // And what the page's own account call returns has no token either.
  const me = await page.request.get("/api/account/me");
  expect(JSON.stringify(await me.json()).toLowerCase()).not.toContain("token");
});

test("the account pages have no serious accessibility problems", async ({ page }, testInfo) => {
  await openLogin(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const shopper = newShopper("a11y", testInfo.project.name, "Sana Qureshi");
  await signUpThroughApi(page.request, shopper);

  await page.goto("/email-verify");
  await expect(page.getByRole("button", { name: "Verify Email" })).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/myProfile");
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/addaddress");
  await expect(page.getByRole("form", { name: "Add a new address" })).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(page);
});
