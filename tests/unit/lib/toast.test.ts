import { toast as sonner } from "sonner";
import { onToastRequested, toast } from "@/lib/toast";

jest.mock("sonner", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), dismiss: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

/** Lets the on-demand import of sonner resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("each kind of toast reaches sonner once its code has loaded, with the same words", async () => {
  toast("Payment cancelled");
  toast.success("Added to cart");
  toast.error("Please login to add products to cart");

  await settle();
  expect(sonner).toHaveBeenCalledWith("Payment cancelled", expect.any(Object));
  expect(sonner.success).toHaveBeenCalledWith("Added to cart", expect.any(Object));
  expect(sonner.error).toHaveBeenCalledWith(
    "Please login to add products to cart",
    expect.any(Object),
  );
});

test("the id comes back at once and is the one sonner gets, so the toast can be dismissed", async () => {
  const action = { label: "Login", onClick: () => {} };
  const id = toast.error("Please login to manage your wishlist", { action });
  expect(id).toEqual(expect.any(String));
  toast.dismiss(id);

  await settle();
  expect(sonner.error).toHaveBeenCalledWith("Please login to manage your wishlist", {
    action,
    id,
  });
  expect(sonner.dismiss).toHaveBeenCalledWith(id);
});

test("the first toast asks the page's toaster to mount, also one that listens later", () => {
  const early = jest.fn();
  const stop = onToastRequested(early);
  toast.success("Added to wishlist");
  expect(early).toHaveBeenCalled();
  stop();

  const late = jest.fn();
  onToastRequested(late);
  expect(late).toHaveBeenCalled();
});
