import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { OrderUpdatesForm } from "@/components/account/order-updates-form";
import { NEEDS_MOBILE } from "@giftshop/shared/notification-channels";
import { answer, callsTo, routeFetch } from "../../support/cart-fixtures";

const SAVE = "PUT /api/notifications";
const defaults = { mail: true, sms: false, whatsapp: false };

describe("the profile's Order updates", () => {
  test("email is on; SMS and WhatsApp wait for a mobile number, and say so", () => {
    routeFetch({});
    render(<OrderUpdatesForm initial={{ channels: defaults, mobile: false }} />);
    expect(screen.getByRole("group", { name: "Tell me by" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Email" })).toBeChecked();
    for (const name of ["SMS", "WhatsApp"]) {
      const box = screen.getByRole("checkbox", { name });
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(NEEDS_MOBILE);
    }
  });

  test("the choice is saved as three booleans", async () => {
    const saved = { channels: { mail: false, sms: true, whatsapp: false }, mobile: true };
    const fetch = routeFetch({
      [SAVE]: () => answer(200, { message: "Order updates saved", ...saved }),
    });
    render(<OrderUpdatesForm initial={{ channels: defaults, mobile: true }} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Email" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "SMS" }));
    fireEvent.click(screen.getByRole("button", { name: "Save order updates" }));
    await waitFor(() => expect(callsTo(fetch, SAVE)).toEqual([saved.channels]));
    expect(screen.getByRole("checkbox", { name: "SMS" })).toBeChecked();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  test("the shop's refusal is announced next to the form, the choice kept", async () => {
    routeFetch({ [SAVE]: () => answer(400, { error: NEEDS_MOBILE }) });
    render(<OrderUpdatesForm initial={{ channels: defaults, mobile: true }} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "WhatsApp" }));
    fireEvent.click(screen.getByRole("button", { name: "Save order updates" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NEEDS_MOBILE);
    expect(screen.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  });
});
